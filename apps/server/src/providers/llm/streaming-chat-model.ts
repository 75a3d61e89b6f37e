// A streamed answer from any OpenAI-compatible chat endpoint (OpenAI, Ollama, vLLM): POST
// {baseUrl}/chat/completions with `stream: true`, read as server-sent events, each `data:` a chunk
// whose choices[0].delta.content is the next piece of text, until `data: [DONE]`.
import { createParser } from 'eventsource-parser';
import { z } from 'zod';

export interface ChatModelMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface StreamingChatModel {
  readonly name: string;
  /** Streams the model's answer to `onText` piece by piece and resolves with the whole of it; throws on any failure. */
  stream(messages: ChatModelMessage[], onText: (text: string) => void): Promise<string>;
}

export interface StreamingChatModelOptions {
  /** Up to the version path, e.g. http://localhost:11434/v1. */
  baseUrl: string;
  model: string;
  apiKey?: string;
  /** Covers the whole exchange, the stream included. */
  timeoutMs: number;
}

/** An answer longer than this is cut off: an assistant's reply is a few hundred words. */
const ANSWER_MAX_CHARACTERS = 8_000;

const chunkSchema = z.object({
  choices: z.array(z.object({ delta: z.object({ content: z.string().nullable().optional() }).optional() })).optional(),
});

export class ChatModelFailure extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ChatModelFailure';
  }
}

export function createStreamingChatModel(options: StreamingChatModelOptions): StreamingChatModel {
  const endpoint = `${options.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  return {
    name: `llm:${options.model}`,
    async stream(messages, onText) {
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(new ChatModelFailure(`no complete answer within ${options.timeoutMs} ms`)), options.timeoutMs);
      try {
        const response = await fetch(endpoint, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            accept: 'text/event-stream',
            ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
          },
          body: JSON.stringify({ model: options.model, temperature: 0.2, stream: true, messages }),
          signal: controller.signal,
        });
        if (!response.ok || !response.body) {
          await response.body?.cancel().catch(() => undefined);
          throw new ChatModelFailure(`HTTP ${response.status}`);
        }
        return await readStream(response.body, onText);
      } catch (error) {
        if (controller.signal.aborted) throw controller.signal.reason;
        if (error instanceof ChatModelFailure) throw error;
        // The message names the network failure, never the key or the evidence sent.
        throw new ChatModelFailure(`request failed: ${error instanceof Error ? error.message : String(error)}`);
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

async function readStream(body: ReadableStream<Uint8Array>, onText: (text: string) => void): Promise<string> {
  let answer = '';
  let finished = false;
  const parser = createParser({
    onEvent(message) {
      if (finished) return;
      if (message.data.trim() === '[DONE]') {
        finished = true;
        return;
      }
      let parsed: unknown;
      try {
        parsed = JSON.parse(message.data);
      } catch {
        throw new ChatModelFailure('a streamed chunk is not JSON');
      }
      const chunk = chunkSchema.safeParse(parsed);
      if (!chunk.success) throw new ChatModelFailure('a streamed chunk is not a chat completion chunk');
      const text = chunk.data.choices?.[0]?.delta?.content ?? '';
      if (!text) return;
      const room = ANSWER_MAX_CHARACTERS - answer.length;
      const piece = text.slice(0, Math.max(0, room));
      if (piece) {
        answer += piece;
        onText(piece);
      }
      if (answer.length >= ANSWER_MAX_CHARACTERS) finished = true;
    },
  });
  const reader = body.getReader();
  const decoder = new TextDecoder();
  try {
    while (!finished) {
      const { done, value } = await reader.read();
      if (done) break;
      parser.feed(decoder.decode(value, { stream: true }));
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
  if (!finished && answer === '') throw new ChatModelFailure('the stream ended without an answer');
  return answer;
}
