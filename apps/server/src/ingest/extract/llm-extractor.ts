// Extraction by any OpenAI-compatible chat endpoint (OpenAI, Ollama, vLLM) with JSON-schema output.
// Whatever goes wrong (HTTP error, timeout, unreadable or invalid answer) the post is extracted by
// the fallback extractor instead, so a save never fails for want of a model.
import { z } from 'zod';
import { extractionSchema } from './extraction';
import type { Extraction, ExtractionInput, Extractor } from './extraction';
import { LLM_EXTRACTION_JSON_SCHEMA, LLM_SCHEMA_NAME, LLM_SYSTEM_PROMPT, buildUserMessage, llmExtractionSchema, toExtraction } from './llm-prompt';

/** A chat completion is a few kilobytes; anything near this is not one. */
const RESPONSE_MAX_BYTES = 1024 * 1024;
const TAGS_MAX = 100;
const TAG_MAX_LENGTH = 100;
const LOGGED_ISSUES_MAX = 5;

export interface LlmExtractorOptions {
  /** Up to the version path, e.g. http://localhost:11434/v1 or https://api.openai.com/v1. */
  baseUrl: string;
  model: string;
  apiKey?: string;
  /** Covers the whole exchange, body and the one retry included. */
  timeoutMs: number;
  /** The most tokens the model may answer with for one post (`max_tokens`). */
  maxTokens?: number;
  /** Areas the post names ('Pilsen, Chicago'), found offline, sent to the model as hints. */
  placeHints?: (text: string) => string[];
  fallback: Extractor;
  logger?: { warn(obj: object, msg: string): void };
}

type FailureReason =
  | 'http_status'
  | 'timeout'
  | 'network'
  | 'too_large'
  | 'invalid_response' // not a chat completion with message content
  | 'refusal'
  | 'invalid_json' // the content is not JSON
  | 'invalid_answer' // JSON that fails the schema
  | 'unexpected';

/** Why the model gave no usable extraction; messages never carry the API key or the post's text. */
class LlmExtractionFailure extends Error {
  constructor(
    readonly reason: FailureReason,
    message: string,
  ) {
    super(message);
    this.name = 'LlmExtractionFailure';
  }
}

/** The part of an OpenAI chat completion we read. */
const chatCompletionSchema = z.object({
  choices: z
    .array(
      z.object({
        message: z.object({ content: z.string().nullable().optional(), refusal: z.string().nullable().optional() }),
        finish_reason: z.string().nullable().optional(),
      }),
    )
    .min(1),
});

export function createLlmExtractor(options: LlmExtractorOptions): Extractor {
  const name = `llm:${options.model}`;
  const endpoint = `${options.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  return {
    name,
    async extract(input: ExtractionInput): Promise<Extraction> {
      const startedAt = Date.now();
      const deadline = startedAt + options.timeoutMs;
      let attempts = 1;
      try {
        const messages: ChatMessage[] = [
          { role: 'system', content: LLM_SYSTEM_PROMPT },
          { role: 'user', content: buildUserMessage(input, hintsFor(input, options)) },
        ];
        const content = await requestCompletion(endpoint, options, messages, deadline);
        try {
          return readAnswer(content, input);
        } catch (error) {
          if (!(error instanceof LlmExtractionFailure) || !RETRIED.has(error.reason)) throw error;
          // Once more, told what was wrong with the answer: models mostly fix a named mistake.
          attempts = 2;
          const retry: ChatMessage[] = [...messages, { role: 'assistant', content: content.slice(0, RETRY_ECHO_MAX_CHARS) }, { role: 'user', content: retryRequest(error) }];
          return readAnswer(await requestCompletion(endpoint, options, retry, deadline), input);
        }
      } catch (error) {
        const failure = error instanceof LlmExtractionFailure ? error : new LlmExtractionFailure('unexpected', error instanceof Error ? error.message : String(error));
        options.logger?.warn(
          { extractor: name, reason: failure.reason, attempts, detail: redact(failure.message, options.apiKey), post: input.url, elapsedMs: Date.now() - startedAt },
          'LLM extraction failed; the fallback extractor takes the post',
        );
        return options.fallback.extract(input);
      }
    },
  };
}

interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/** Answers that came back but were wrong get one more try; transport failures and refusals do not. */
const RETRIED = new Set<FailureReason>(['invalid_json', 'invalid_answer']);
/** The wrong answer is sent back so the model sees it; a runaway one is cut. */
const RETRY_ECHO_MAX_CHARS = 8_000;
const PLACE_HINTS_MAX = 8;

function retryRequest(failure: LlmExtractionFailure): string {
  return `That answer could not be used (${failure.reason === 'invalid_json' ? 'it is not JSON' : `it does not match the schema: ${failure.message}`}). Answer again with only the JSON object the schema describes.`;
}

function hintsFor(input: ExtractionInput, options: LlmExtractorOptions): string[] {
  if (!options.placeHints) return [];
  const text = [input.title, input.caption, input.fullText].filter(Boolean).join('\n');
  return [...new Set(options.placeHints(text))].slice(0, PLACE_HINTS_MAX);
}

async function requestCompletion(endpoint: string, options: LlmExtractorOptions, messages: ChatMessage[], deadline: number): Promise<string> {
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new LlmExtractionFailure('timeout', `no complete answer within ${options.timeoutMs} ms`)),
    Math.max(0, deadline - Date.now()),
  );
  try {
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: options.model,
        temperature: 0,
        ...(options.maxTokens ? { max_tokens: options.maxTokens } : {}),
        messages,
        response_format: { type: 'json_schema', json_schema: { name: LLM_SCHEMA_NAME, strict: true, schema: LLM_EXTRACTION_JSON_SCHEMA } },
      }),
      signal: controller.signal,
    }).catch((error: unknown) => {
      throw controller.signal.aborted ? controller.signal.reason : new LlmExtractionFailure('network', `request failed: ${causeOf(error)}`);
    });
    const body = await readCapped(response, controller.signal);
    if (!response.ok) throw new LlmExtractionFailure('http_status', `HTTP ${response.status}: ${errorMessageOf(body)}`);
    return contentOf(body);
  } finally {
    clearTimeout(timer);
  }
}

async function readCapped(response: Response, signal: AbortSignal): Promise<string> {
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > RESPONSE_MAX_BYTES) {
    await response.body?.cancel().catch(() => undefined);
    throw new LlmExtractionFailure('too_large', `answer declares ${declared} bytes, over ${RESPONSE_MAX_BYTES}`);
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > RESPONSE_MAX_BYTES) throw new LlmExtractionFailure('too_large', `answer over ${RESPONSE_MAX_BYTES} bytes`);
      chunks.push(value);
    }
  } catch (error) {
    await reader.cancel().catch(() => undefined);
    if (error instanceof LlmExtractionFailure) throw error;
    throw signal.aborted ? signal.reason : new LlmExtractionFailure('network', `answer broke off: ${causeOf(error)}`);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** The message content of the first choice. */
function contentOf(body: string): string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    throw new LlmExtractionFailure('invalid_response', `answer is not JSON (${body.length} chars)`);
  }
  const completion = chatCompletionSchema.safeParse(parsed);
  if (!completion.success) throw new LlmExtractionFailure('invalid_response', 'answer is not a chat completion');
  const choice = completion.data.choices[0];
  if (choice?.message.refusal) throw new LlmExtractionFailure('refusal', 'the model refused');
  if (!choice?.message.content) throw new LlmExtractionFailure('invalid_response', `no message content (finish_reason ${choice?.finish_reason ?? 'none'})`);
  return choice.message.content;
}

/** The content as an Extraction: JSON (a ```json fence tolerated), in the model's shape, then in ours. */
function readAnswer(content: string, input: ExtractionInput): Extraction {
  let parsed: unknown;
  try {
    parsed = JSON.parse(withoutFence(content));
  } catch {
    throw new LlmExtractionFailure('invalid_json', `content is not JSON (${content.length} chars)`);
  }
  const answer = llmExtractionSchema.safeParse(parsed);
  if (!answer.success) throw new LlmExtractionFailure('invalid_answer', describeIssues(answer.error));
  const converted = toExtraction(answer.data);
  const extraction = extractionSchema.safeParse({
    ...converted,
    hashtags: mergeTags(converted.hashtags, tagsIn(input, HASHTAG, isHashtag)),
    mentions: mergeTags(converted.mentions, tagsIn(input, MENTION, isMention)),
  });
  if (!extraction.success) throw new LlmExtractionFailure('invalid_answer', describeIssues(extraction.error));
  return extraction.data;
}

/** Models without constrained decoding sometimes wrap their JSON in a Markdown fence. */
function withoutFence(content: string): string {
  const fenced = /^\s*```[a-zA-Z]*\s*\n?([\s\S]*?)\n?\s*```\s*$/.exec(content);
  return fenced?.[1] ?? content;
}

// The same reading as the rule extractor's: the character before a tag is not part of a word, a
// URL path or another tag, so 'site.com/#top' and 'me@mail.com' give none.
const HASHTAG = /(?<![\p{L}\p{N}_&/#@'’])[#＃]([\p{L}\p{M}\p{N}_]+)/gu;
const MENTION = /(?<![\p{L}\p{N}_.@/#'’])@([\p{L}\p{N}_](?:[\p{L}\p{N}_.]*[\p{L}\p{N}_])?)/gu;
/** '#1' is a number, not a tag. */
const isHashtag = (tag: string) => /\p{L}/u.test(tag);
/** '@2' neither, but '@1975' may be a handle. */
const isMention = (tag: string) => /[\p{L}_]/u.test(tag) || tag.length > 3;

/** Tags written in the caption or full text, so that none the model missed is lost. */
function tagsIn(input: ExtractionInput, pattern: RegExp, accept: (tag: string) => boolean): string[] {
  const text = [input.caption, input.fullText].filter(Boolean).join('\n');
  return [...text.matchAll(pattern)].flatMap((match) => (match[1] && accept(match[1]) ? [match[1]] : []));
}

/** The model's tags first, then the ones it missed; without '#'/'@', once each whatever the case, within the caps. */
function mergeTags(fromModel: readonly string[], fromText: readonly string[]): string[] {
  const seen = new Set<string>();
  const merged: string[] = [];
  for (const raw of [...fromModel, ...fromText]) {
    const tag = raw.trim().replace(/^[#@]+/, '').slice(0, TAG_MAX_LENGTH);
    const key = tag.toLowerCase();
    if (tag === '' || seen.has(key)) continue;
    seen.add(key);
    merged.push(tag);
  }
  return merged.slice(0, TAGS_MAX);
}

/** Paths and messages only: zod 4 messages name the expected values, not the received text. */
function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, LOGGED_ISSUES_MAX)
    .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
    .join('; ');
}

/** The server's own error message (OpenAI: {error: {message}}), cut short; never the whole body. */
function errorMessageOf(body: string): string {
  try {
    const parsed = z.object({ error: z.union([z.string(), z.object({ message: z.string() })]) }).safeParse(JSON.parse(body));
    if (parsed.success) return (typeof parsed.data.error === 'string' ? parsed.data.error : parsed.data.error.message).slice(0, 200);
  } catch {
    // not JSON: fall through
  }
  return `${body.length} chars of body`;
}

function causeOf(error: unknown): string {
  // undici reports 'fetch failed' and puts the useful part (ECONNREFUSED, ...) in the cause.
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  const code = (cause as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : cause instanceof Error ? cause.message : 'unknown error';
}

/** An echoing server could put the key in its error text. */
function redact(text: string, apiKey: string | undefined): string {
  return apiKey ? text.split(apiKey).join('[redacted]') : text;
}
