import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  completeSetupRequestSchema, completeSetupResponseSchema, sendMagicLinkRequestSchema, successResponseSchema,
  validateTokenRequestSchema, validateTokenResponseSchema, verifyMagicLinkRequestSchema, verifyMagicLinkResponseSchema,
} from '@stash/shared';
import type { ClaimService } from './claim.service';
import { memberId, requireMember, type MemberGuard } from '../../http/member-guard';

export const claimRoutes: FastifyPluginAsyncZod<{ claim: ClaimService; guard: MemberGuard; rateLimit: object }> = async (
  app,
  { claim, guard, rateLimit },
) => {
  const config = { rateLimit };

  app.post(
    '/claim/validate-token',
    { config, schema: { tags: ['claim'], body: validateTokenRequestSchema, response: { 200: validateTokenResponseSchema } } },
    (request) => claim.validate(request.body.token_id),
  );

  app.post(
    '/claim/send-magic-link',
    { config, schema: { tags: ['claim'], body: sendMagicLinkRequestSchema, response: { 200: successResponseSchema } } },
    (request) => claim.sendClaimLink(request.body.token_id, request.body.email),
  );

  app.post(
    '/claim/verify-magic-link',
    { config, schema: { tags: ['claim'], body: verifyMagicLinkRequestSchema, response: { 200: verifyMagicLinkResponseSchema } } },
    (request) => claim.verify(request.body.link_id),
  );

  app.post(
    '/claim/complete-setup',
    {
      preHandler: requireMember(guard),
      schema: {
        tags: ['claim'],
        security: [{ bearer: [] }],
        body: completeSetupRequestSchema,
        response: { 200: completeSetupResponseSchema },
      },
    },
    (request) => claim.completeSetup(memberId(request), request.body),
  );
};
