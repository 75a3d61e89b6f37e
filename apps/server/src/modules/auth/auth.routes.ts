import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@stash/shared';
import type { AuthService } from './auth.service';
import type { ClaimService } from '../claim/claim.service';
import { endpointRoutes } from '../../http/endpoint-route';

export const authRoutes: FastifyPluginAsync<{ auth: AuthService; claim: ClaimService; rateLimit: object }> = async (app, { auth, claim, rateLimit }) => {
  const serve = endpointRoutes(app, { rateLimit });

  serve(endpoints.authLogin, (request) => auth.signIn(request.body.email, request.body.password, request.ip));

  serve(endpoints.authRefresh, (request) => auth.refresh(request.body.refresh_token));

  serve(endpoints.authLogout, async (request, reply) => {
    await auth.signOut(request.body.refresh_token);
    return reply.status(204).send();
  });

  serve(endpoints.authRegister, async (request, reply) => reply.status(201).send(await claim.register(request.body)));

  serve(endpoints.authMagicLink, (request) => claim.sendSignInLink(request.body.email));

  serve(endpoints.authValidateToken, (request) => claim.validate(request.body.token_id));
};
