import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@stash/shared';
import { endpointRoutes } from '../../http/endpoint-route';
import { memberId, type MemberGuard } from '../../http/member-guard';
import type { ExportsService } from './exports.service';

export const exportsRoutes: FastifyPluginAsync<{ exports: ExportsService; guard: MemberGuard }> = async (app, { exports, guard }) => {
  const serve = endpointRoutes(app, { guard });

  serve(endpoints.exportsCreate, async (request, reply) => reply.status(201).send(await exports.createLink(memberId(request), request.body)));

  // Opened by the browser as a download: the signed address is the credential. The file streams
  // as it is written; a reader that stops reading pauses the batches behind it.
  serve(endpoints.exportsDownload, async (request, reply) => {
    const file = await exports.open(request.params.token);
    return reply
      .header('content-type', file.contentType)
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      .header('cache-control', 'no-store')
      .header('x-content-type-options', 'nosniff')
      .send(file.body);
  });
};
