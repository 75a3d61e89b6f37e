// Vectors for texts from any OpenAI-compatible embeddings endpoint (OpenAI, Ollama, vLLM, LM
// Studio): POST {baseUrl}/embeddings {model, input: [...]}, answered {data: [{index, embedding}]}.
// The vectors' length is whatever the model answers; every vector of one answer must share it.
import { z } from 'zod';
import type { EmbeddingsConfig } from '../../config';

export interface EmbeddingsProvider {
  readonly model: string;
  /** One vector per text, in order; throws EmbeddingsFailure on any failure. */
  embed(texts: string[]): Promise<number[][]>;
}

export class EmbeddingsFailure extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EmbeddingsFailure';
  }
}

/** A text longer than this is cut: a post's words fit, and models cap their input anyway. */
const TEXT_MAX_CHARACTERS = 4_000;
const ANSWER_MAX_BYTES = 32 * 1024 * 1024;

const answerSchema = z.object({
  data: z.array(z.object({ index: z.number().int().min(0), embedding: z.array(z.number()) })),
});

export function createEmbeddingsProvider(config: EmbeddingsConfig): EmbeddingsProvider {
  const endpoint = `${config.baseUrl.replace(/\/+$/, '')}/embeddings`;
  return {
    model: config.model,
    async embed(texts) {
      if (texts.length === 0) return [];
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), config.timeoutMs);
      let body: string;
      try {
        const response = await fetch(endpoint, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}) },
          body: JSON.stringify({ model: config.model, input: texts.map((text) => text.slice(0, TEXT_MAX_CHARACTERS) || ' ') }),
          signal: controller.signal,
        });
        body = await response.text();
        if (!response.ok) throw new EmbeddingsFailure(`HTTP ${response.status}`);
        if (body.length > ANSWER_MAX_BYTES) throw new EmbeddingsFailure('the answer is too large');
      } catch (error) {
        if (error instanceof EmbeddingsFailure) throw error;
        // Never the key or the texts: only what went wrong.
        throw new EmbeddingsFailure(controller.signal.aborted ? `no answer within ${config.timeoutMs} ms` : `request failed: ${error instanceof Error ? error.message : String(error)}`);
      } finally {
        clearTimeout(timer);
      }
      let parsed: z.infer<typeof answerSchema>;
      try {
        parsed = answerSchema.parse(JSON.parse(body));
      } catch {
        throw new EmbeddingsFailure('the answer is not an embeddings list');
      }
      const vectors = new Array<number[] | undefined>(texts.length);
      for (const item of parsed.data) if (item.index < texts.length) vectors[item.index] = item.embedding;
      if (vectors.some((vector) => !vector)) throw new EmbeddingsFailure(`asked for ${texts.length} vectors, got ${parsed.data.length}`);
      const size = vectors[0]!.length;
      if (size === 0 || vectors.some((vector) => vector!.length !== size)) throw new EmbeddingsFailure('the vectors differ in length');
      return vectors as number[][];
    },
  };
}
