// Asking Stash AI over a fake fetch: the event stream read as it arrives (split anywhere), with the
// bearer token and the Accept header; an error event or a stream cut short rejects; a 404 before
// the stream is an ordinary error.
import { describe, expect, it } from 'vitest';
import type { ChatStreamEvent } from '@stash/shared';
import { createChatApi } from './chat';
import { json, type Routes } from './testing/fake-fetch';
import { ana } from './testing/fixtures';
import { FRESH_TOKEN, setupApiClient } from './testing/setup-api-client';

function setup(routes: Routes) {
  const context = setupApiClient(routes);
  context.client.signIn({ accessToken: FRESH_TOKEN, refreshToken: 'refresh-1', user: ana });
  return { ...context, chat: createChatApi(context.client) };
}

/** An event stream delivered in the given pieces, which may split events anywhere. */
function eventStream(pieces: string[]): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const piece of pieces) controller.enqueue(encoder.encode(piece));
      controller.close();
    },
  });
  return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
}

const done = { conversation_id: 'c1', message_id: 'm1', answer: 'Okiboru [1].', citations: [{ post_id: 'p1', entity_id: null, title: 'Okiboru' }] };

describe('chatApi.ask', () => {
  it('hands each event over as it arrives, however the stream is split', async () => {
    const stream = `event: token\ndata: {"text":"Okiboru"}\n\nevent: token\ndata: {"text":" [1]."}\n\nevent: citation\ndata: ${JSON.stringify({ n: 1, ...done.citations[0] })}\n\nevent: done\ndata: ${JSON.stringify(done)}\n\n`;
    const { chat, callsTo } = setup({ 'POST /api/chat': () => eventStream([stream.slice(0, 17), stream.slice(17, 60), stream.slice(60)]) });
    const events: ChatStreamEvent[] = [];
    await chat.ask({ message: 'ramen?' }, (event) => events.push(event));

    expect(events.map((event) => event.event)).toEqual(['token', 'token', 'citation', 'done']);
    expect(events[3]!.data).toEqual(done);
    const [call] = callsTo('POST /api/chat');
    expect(call?.headers.accept).toBe('text/event-stream');
    expect(call?.headers.authorization).toBe(`Bearer ${FRESH_TOKEN}`);
    expect(call?.body).toMatchObject({ message: 'ramen?' });
  });

  it('rejects with the error event’s message, and when the stream ends before done', async () => {
    const failing = setup({ 'POST /api/chat': () => eventStream(['event: token\ndata: {"text":"Oki"}\n\nevent: error\ndata: {"code":"SERVER_ERROR","message":"Stash AI could not answer. Try again."}\n\n']) });
    await expect(failing.chat.ask({ message: 'ramen?' }, () => undefined)).rejects.toThrow('Stash AI could not answer. Try again.');
    const cut = setup({ 'POST /api/chat': () => eventStream(['event: token\ndata: {"text":"Oki"}\n\n']) });
    await expect(cut.chat.ask({ message: 'ramen?' }, () => undefined)).rejects.toThrow('The answer was cut off. Try again.');
  });

  it('rejects as any call does when the server refuses before streaming', async () => {
    const { chat, callsTo } = setup({ 'POST /api/chat': () => json(404, { error: 'Conversation not found', code: 'NOT_FOUND' }) });
    await expect(chat.ask({ message: 'and those?', conversationId: 'c0' }, () => undefined)).rejects.toMatchObject({ status: 404, message: 'Conversation not found' });
    // Never repeated: what streamed is already on the screen.
    expect(callsTo('POST /api/chat')).toHaveLength(1);
  });
});
