import { z } from 'zod';

/** Error codes of spec section 8; the server answers with these and the client maps to them. */
export const ERROR_CODES = [
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'RATE_LIMITED',
  'VALIDATION_ERROR',
  'SERVER_ERROR',
  'NETWORK_ERROR',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const errorBodySchema = z.object({
  error: z.string(),
  code: z.enum(ERROR_CODES),
  details: z.unknown().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** The status each code is answered with by the server. */
export const ERROR_STATUS: Record<ErrorCode, number> = {
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  RATE_LIMITED: 429,
  VALIDATION_ERROR: 400,
  SERVER_ERROR: 500,
  NETWORK_ERROR: 503,
};

/** Texts of the spec that both sides show or send. */
export const MESSAGES = {
  invalidCredentials: 'Invalid email or password. Please try again.',
  rateLimited: 'Rate limit exceeded. Please try again later.',
  noAuthToken: 'No authentication token',
  requestTimeout: 'Request timeout',
  invalidOrExpiredToken: 'Invalid or expired token',
  unauthorizedTokenExpired: 'Unauthorized - token expired or invalid',
  missingApiKey: 'Missing or invalid API key',
  accountDisabled: 'This account has been disabled. Contact us from the help page if you think this is a mistake.',
} as const;
