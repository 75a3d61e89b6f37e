import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@stash/shared';
import { endpointRoutes } from '../../http/endpoint-route';
import { jsonBody, sendJsonBody } from '../../http/json-body';
import { memberId, type MemberGuard } from '../../http/member-guard';
import type { AccountDataService } from './account-data.service';

export const accountDataRoutes: FastifyPluginAsync<{ accountData: AccountDataService; guard: MemberGuard }> = async (app, { accountData, guard }) => {
  const serve = endpointRoutes(app, { guard });

  serve(endpoints.profileExport, async (request, reply) => {
    const body = jsonBody(await accountData.exportAll(memberId(request)));
    // Saved as a file by the browser, named for the day it was made.
    void reply.header('content-disposition', `attachment; filename="stash-export-${new Date().toISOString().slice(0, 10)}.json"`);
    return sendJsonBody(reply, body);
  });

  serve(endpoints.profileDelete, async (request, reply) => {
    await accountData.deleteAccount(memberId(request), request.body.email);
    return reply.status(204).send();
  });
};
