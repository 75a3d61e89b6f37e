import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@stash/shared';
import type { ClaimService } from './claim.service';
import { endpointRoutes } from '../../http/endpoint-route';
import { memberId, type MemberGuard } from '../../http/member-guard';

export const claimRoutes: FastifyPluginAsync<{ claim: ClaimService; guard: MemberGuard; rateLimit: object }> = async (app, { claim, guard, rateLimit }) => {
  const serve = endpointRoutes(app, { guard, rateLimit });

  serve(endpoints.claimValidateToken, (request) => claim.validate(request.body.token_id));

  serve(endpoints.claimSendMagicLink, (request) => claim.sendClaimLink(request.body.token_id, request.body.email));

  serve(endpoints.claimVerifyMagicLink, (request) => claim.verify(request.body.link_id));

  serve(endpoints.claimCompleteSetup, (request) => claim.completeSetup(memberId(request), request.body));
};
