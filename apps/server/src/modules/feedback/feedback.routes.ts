import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@stash/shared';
import { endpointRoutes } from '../../http/endpoint-route';
import { bearerToken, type MemberGuard } from '../../http/member-guard';
import type { FeedbackService } from './feedback.service';

export const feedbackRoutes: FastifyPluginAsync<{ feedback: FeedbackService; guard: MemberGuard; rateLimit: object }> = async (app, { feedback, guard, rateLimit }) => {
  const serve = endpointRoutes(app, { rateLimit });

  serve(endpoints.feedbackSend, async (request, reply) => {
    // Open to visitors; a valid token files it under the member (an invalid one is ignored, not refused).
    const token = bearerToken(request);
    const member = token ? await guard.authenticate(token) : null;
    return reply.status(201).send(await feedback.send(request.body, member?.userId ?? null));
  });
};
