import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@stash/shared';
import type { ProfileService } from './profile.service';
import { endpointRoutes } from '../../http/endpoint-route';
import { memberId, type MemberGuard } from '../../http/member-guard';

export const profileRoutes: FastifyPluginAsync<{ profile: ProfileService; guard: MemberGuard }> = async (app, { profile, guard }) => {
  const serve = endpointRoutes(app, { guard });

  serve(endpoints.profileGet, (request) => profile.get(memberId(request)));

  serve(endpoints.profileUpdate, (request) => profile.update(memberId(request), request.body));

  serve(endpoints.profileUsernameCheck, (request) => profile.checkUsername(memberId(request), request.query.username));
};
