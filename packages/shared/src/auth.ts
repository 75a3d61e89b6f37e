import { z } from 'zod';

const email = z.string().trim().toLowerCase().pipe(z.email({ error: 'Enter a valid email address.' })).meta({ example: 'ana@example.com' });
const password = z.string().min(1, { error: 'Password is required.' }).max(1024);
/** The shortest password a member may choose. */
export const PASSWORD_MIN_LENGTH = 8;
/** A password a member chooses (login accepts any non-empty one, so old passwords keep working). */
export const newPasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, { error: `Password must be at least ${PASSWORD_MIN_LENGTH} characters.` })
  .max(1024, { error: 'Password must be at most 1024 characters.' });
const opaqueToken = z.string().trim().min(1, { error: 'Token is required.' }).max(512);

export const userSchema = z.object({
  user_id: z.string(),
  email: z.string(),
  sender_ids: z.array(z.string()),
  is_admin: z.boolean(),
});
export type User = z.infer<typeof userSchema>;

export const tokenPairSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
});

export const loginRequestSchema = z.object({ email, password });
export type LoginRequest = z.infer<typeof loginRequestSchema>;
export const loginResponseSchema = tokenPairSchema.extend({ user: userSchema });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** A signed-in member changing their password: the current one is needed, so a stolen session is not enough. */
export const changePasswordRequestSchema = z.object({ current_password: password, new_password: newPasswordSchema });
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

export const refreshRequestSchema = z.object({ refresh_token: opaqueToken });
export const refreshResponseSchema = loginResponseSchema;
export type RefreshResponse = z.infer<typeof refreshResponseSchema>;

export const logoutRequestSchema = z.object({ refresh_token: opaqueToken });

/** Registration needs an invite (claim token); there is no open sign-up. */
export const registerRequestSchema = z.object({
  token_id: opaqueToken,
  email,
  password: newPasswordSchema,
  name: z.string().trim().min(1).max(100).optional(),
});
export const registerResponseSchema = z.object({ user_id: z.string(), verification_id: z.string() });

export const magicLinkRequestSchema = z.object({ email });
export const successResponseSchema = z.object({ success: z.boolean(), error: z.string().optional() });

export const validateTokenRequestSchema = z.object({ token_id: opaqueToken });
export const validateTokenResponseSchema = z.object({
  valid: z.boolean(),
  error: z.string().optional(),
  email: z.string().nullable().optional(),
});
export type ValidateTokenResponse = z.infer<typeof validateTokenResponseSchema>;

// Claim flow: validate the invite, send a magic link, verify it, then set the account up.
export const sendMagicLinkRequestSchema = z.object({ token_id: opaqueToken, email });
export const verifyMagicLinkRequestSchema = z.object({ link_id: opaqueToken });
export const verifyMagicLinkResponseSchema = z.object({
  success: z.boolean(),
  needs_setup: z.boolean(),
  user: userSchema,
  access_token: z.string(),
  refresh_token: z.string(),
});
export type VerifyMagicLinkResponse = z.infer<typeof verifyMagicLinkResponseSchema>;

export const completeSetupRequestSchema = z.object({
  name: z.string().trim().min(1, { error: 'Name is required.' }).max(100),
  username: z.string().trim().toLowerCase(),
  password: newPasswordSchema,
});
export type CompleteSetupRequest = z.infer<typeof completeSetupRequestSchema>;
export const completeSetupResponseSchema = z.object({
  success: z.boolean(),
  user: userSchema,
  access_token: z.string(),
  refresh_token: z.string(),
});
export type CompleteSetupResponse = z.infer<typeof completeSetupResponseSchema>;
