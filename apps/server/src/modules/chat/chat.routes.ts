import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { endpoints, type ChatStreamEvent } from '@stash/shared';
import type { ChatService, KeepValue } from './chat.service';
import type { StashAnswers } from '../../http/stash-answers';
import { AppError } from '../../lib/app-error';
import { endpointRoutes } from '../../http/endpoint-route';
import { memberId, type MemberGuard } from '../../http/member-guard';

const wantsEventStream = (accept: string | undefined) => /\btext\/event-stream\b/i.test(accept ?? '');

/** Opens a server-sent event stream on the reply, keeping the headers already set (security headers). */
function openEventStream(reply: FastifyReply): (event: ChatStreamEvent) => void {
  reply.hijack();
  reply.raw.writeHead(200, {
    ...(reply.getHeaders() as OutgoingHttpHeaders),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    // Proxies pass each event on at once rather than buffering the answer.
    'x-accel-buffering': 'no',
  });
  return (event) => {
    if (!reply.raw.writableEnded) reply.raw.write(`event: ${event.event}\ndata: ${JSON.stringify(event.data)}\n\n`);
  };
}

export const chatRoutes: FastifyPluginAsync<{ chat: ChatService; guard: MemberGuard; answers: StashAnswers }> = async (app, { chat, guard, answers }) => {
  const serve = endpointRoutes(app, { guard });

  serve(endpoints.chat, async (request, reply) => {
    const userId = memberId(request);
    // What a question retrieves is kept like the other reads; the answer itself is made each time.
    const keep: KeepValue = (name, make) => answers.value(request, name, make);
    if (!wantsEventStream(request.headers.accept)) return chat.ask(userId, request.body, undefined, { keep });
    // An unknown conversation is a plain 404, before the stream opens.
    await chat.assertConversation(userId, request.body.conversation_id);
    const send = openEventStream(reply);
    try {
      await chat.ask(userId, request.body, send, { keep });
    } catch (error) {
      request.log.error({ err: error }, 'a streamed answer failed');
      send({
        event: 'error',
        data: error instanceof AppError ? { code: error.code, message: error.message } : { code: 'SERVER_ERROR', message: 'Stash AI could not answer. Try again.' },
      });
    } finally {
      reply.raw.end();
    }
  });

  serve(endpoints.chatSuggestions, (request) => chat.suggestedQuestions(memberId(request)));
  serve(endpoints.chatConversations, (request) => chat.list(memberId(request)));
  serve(endpoints.chatConversation, (request) => chat.get(memberId(request), request.params.id));
  serve(endpoints.chatConversationDelete, async (request, reply) => {
    await chat.remove(memberId(request), request.params.id);
    return reply.status(204).send();
  });
};
