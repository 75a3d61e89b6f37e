// The first account: e2e/first-account.setup.ts creates it through the one-time link the server
// prints on an empty database, and the specs sign in as it.
export const e2eMember = {
  email: 'e2e@stash.test',
  password: 'e2e-password-1',
  name: 'Ana E2E',
  username: 'ana.e2e',
} as const;
