// The member scripts/e2e-server.sh creates (as an admin) before the server starts; specs sign in
// as them. playwright.config.ts hands these to the script, so this file is the one source.
export const e2eMember = {
  email: 'e2e@stash.test',
  password: 'e2e-password-1',
  name: 'Ana E2E',
  admin: true,
} as const;
