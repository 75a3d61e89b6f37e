import { invalidResponseError } from './errors';

/**
 * What the client needs of a shared zod schema; structural so the web app does not import zod
 * itself (it only depends on @stash/shared).
 */
export interface ResponseSchema<T> {
  safeParse(input: unknown): { success: true; data: T } | { success: false };
}

/** The body in the shape the schema describes, or an ApiError worded `message`. */
export function parseResponse<T>(schema: ResponseSchema<T>, body: unknown, message?: string): T {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw invalidResponseError(message);
  return parsed.data;
}
