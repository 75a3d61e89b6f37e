import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  loginRequestSchema, loginResponseSchema, logoutRequestSchema, magicLinkRequestSchema, refreshRequestSchema,
  refreshResponseSchema, registerRequestSchema, registerResponseSchema, successResponseSchema,
  validateTokenRequestSchema, validateTokenResponseSchema,
} from '@stash/shared';
import type { AuthService } from './auth.service';
import type { ClaimService } from '../claim/claim.service';

export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthService; claim: ClaimService; rateLimit: object }> = async (
  app,
  { auth, claim, rateLimit },
) => {
  const config = { rateLimit };

  app.post(
    '/auth/login',
    { config, schema: { tags: ['auth'], body: loginRequestSchema, response: { 200: loginResponseSchema } } },
    (request) => auth.signIn(request.body.email, request.body.password, request.ip),
  );

  app.post(
    '/auth/refresh',
    { config, schema: { tags: ['auth'], body: refreshRequestSchema, response: { 200: refreshResponseSchema } } },
    (request) => auth.refresh(request.body.refresh_token),
  );

  app.post('/auth/logout', { config, schema: { tags: ['auth'], body: logoutRequestSchema } }, async (request, reply) => {
    await auth.signOut(request.body.refresh_token);
    return reply.status(204).send();
  });

  app.post(
    '/auth/register',
    { config, schema: { tags: ['auth'], body: registerRequestSchema, response: { 201: registerResponseSchema } } },
    async (request, reply) => reply.status(201).send(await claim.register(request.body)),
  );

  app.post(
    '/auth/magic-link',
    { config, schema: { tags: ['auth'], body: magicLinkRequestSchema, response: { 200: successResponseSchema } } },
    (request) => claim.sendSignInLink(request.body.email),
  );

  app.post(
    '/auth/validate-token',
    { config, schema: { tags: ['auth'], body: validateTokenRequestSchema, response: { 200: validateTokenResponseSchema } } },
    (request) => claim.validate(request.body.token_id),
  );
};
