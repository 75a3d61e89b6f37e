import { createAccount } from '../modules/accounts/accounts.service';
import type { TestApp } from './test-app';

export interface TestMember {
  userId: string;
  email: string;
  password: string;
  accessToken: string;
  refreshToken: string;
}

let counter = 0;

/** Creates a member directly and signs them in through the API. */
export async function createMember(t: TestApp, options: { email?: string; admin?: boolean; name?: string } = {}): Promise<TestMember> {
  counter += 1;
  const email = options.email ?? `member${counter}-${Date.now()}@stash.test`;
  const password = `password-${counter}-long`;
  await createAccount(t.database.db, { email, password, isAdmin: options.admin ?? false, name: options.name ?? `Member ${counter}` });
  const response = await t.call('POST', '/api/auth/login', { body: { email, password } });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
  const body = response.json<{ access_token: string; refresh_token: string; user: { user_id: string } }>();
  return { userId: body.user.user_id, email, password, accessToken: body.access_token, refreshToken: body.refresh_token };
}
