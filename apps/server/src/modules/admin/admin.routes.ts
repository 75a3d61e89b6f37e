import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@stash/shared';
import { endpointRoutes } from '../../http/endpoint-route';
import { memberId, type MemberGuard } from '../../http/member-guard';
import type { AdminService } from './admin.service';

export const adminRoutes: FastifyPluginAsync<{ admin: AdminService; guard: MemberGuard }> = async (app, { admin, guard }) => {
  const serve = endpointRoutes(app, { guard });

  serve(endpoints.adminDashboard, () => admin.dashboard());

  serve(endpoints.adminWaitlist, (request) => admin.waitlist(request.query));

  serve(endpoints.adminInvites, async () => ({ invites: await admin.invites() }));

  serve(endpoints.adminInvite, async (request, reply) =>
    reply.status(201).send({ results: await admin.invite(request.body.emails, memberId(request)) }),
  );

  serve(endpoints.adminInviteResend, async (request, reply) =>
    reply.status(201).send({ results: await admin.resendInvite(request.params.id, memberId(request)) }),
  );

  serve(endpoints.adminInviteRevoke, async (request, reply) => {
    await admin.revokeInvite(request.params.id);
    return reply.status(204).send();
  });

  serve(endpoints.adminMembers, (request) => admin.members(request.query.q));

  serve(endpoints.adminMemberDisable, (request) => admin.setDisabled(request.params.id, true, memberId(request)));

  serve(endpoints.adminMemberEnable, (request) => admin.setDisabled(request.params.id, false, memberId(request)));

  serve(endpoints.adminFeedback, () => admin.feedback());
};
