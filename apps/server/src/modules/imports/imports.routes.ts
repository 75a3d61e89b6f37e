import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@stash/shared';
import { endpointRoutes } from '../../http/endpoint-route';
import { memberId, type MemberGuard } from '../../http/member-guard';
import type { ImportsService } from './imports.service';

export const importsRoutes: FastifyPluginAsync<{ imports: ImportsService; guard: MemberGuard }> = async (app, { imports, guard }) => {
  const serve = endpointRoutes(app, { guard });

  // 202: the file is stored and its reading queued; progress is read back with importsGet.
  serve(endpoints.importsCreate, async (request, reply) => {
    const length = Number(request.headers['content-length']);
    const created = await imports.create(memberId(request), request.query, request.body, Number.isFinite(length) ? length : undefined);
    return reply.status(202).send(created);
  });

  serve(endpoints.importsList, (request) => imports.list(memberId(request)));
  serve(endpoints.importsGet, (request) => imports.get(memberId(request), request.params.id));
  serve(endpoints.importsCancel, (request) => imports.cancel(memberId(request), request.params.id));
  serve(endpoints.importsUndo, (request) => imports.undo(memberId(request), request.params.id));
};
