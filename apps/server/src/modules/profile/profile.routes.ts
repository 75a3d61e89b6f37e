import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  profileSchema, updateProfileRequestSchema, usernameCheckQuerySchema, usernameCheckResponseSchema,
} from '@stash/shared';
import type { ProfileService } from './profile.service';
import { memberId, requireMember, type MemberGuard } from '../../http/member-guard';

export const profileRoutes: FastifyPluginAsyncZod<{ profile: ProfileService; guard: MemberGuard }> = async (app, { profile, guard }) => {
  const security = [{ bearer: [] }];
  app.addHook('preHandler', requireMember(guard));

  app.get('/profile', { schema: { tags: ['profile'], security, response: { 200: profileSchema } } }, (request) =>
    profile.get(memberId(request)),
  );

  app.put(
    '/profile',
    { schema: { tags: ['profile'], security, body: updateProfileRequestSchema, response: { 200: profileSchema } } },
    (request) => profile.update(memberId(request), request.body),
  );

  app.get(
    '/profile/username-check',
    { schema: { tags: ['profile'], security, querystring: usernameCheckQuerySchema, response: { 200: usernameCheckResponseSchema } } },
    (request) => profile.checkUsername(memberId(request), request.query.username),
  );
};
