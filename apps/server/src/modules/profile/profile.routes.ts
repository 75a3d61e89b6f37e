import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@stash/shared';
import type { ProfileService } from './profile.service';
import type { AuthService } from '../auth/auth.service';
import { endpointRoutes } from '../../http/endpoint-route';
import { memberId, type MemberGuard } from '../../http/member-guard';

export const profileRoutes: FastifyPluginAsync<{ profile: ProfileService; auth: AuthService; guard: MemberGuard }> = async (app, { profile, auth, guard }) => {
  const serve = endpointRoutes(app, { guard });

  serve(endpoints.profileGet, (request) => profile.get(memberId(request)));

  serve(endpoints.profileUpdate, (request) => profile.update(memberId(request), request.body));

  serve(endpoints.profileUsernameCheck, (request) => profile.checkUsername(memberId(request), request.query.username));

  serve(endpoints.profileChangePassword, (request) =>
    auth.changeOwnPassword(memberId(request), request.body.current_password, request.body.new_password, request.ip),
  );

  serve(endpoints.profileSignOutEverywhere, async (request, reply) => {
    await auth.signOutEverywhere(memberId(request));
    return reply.status(204).send();
  });
};
