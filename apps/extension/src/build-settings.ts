// What a build bakes in (vite.config.ts reads the environment): the API key the server expects and
// the server address the sign-in form starts with.
import { DEFAULT_API_KEY } from '@stash/shared';
import { DEFAULT_SERVER_ADDRESS } from './server-address';

function envText(name: 'VITE_STASH_API_KEY' | 'VITE_STASH_SERVER'): string | undefined {
  const value: unknown = import.meta.env[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

export const buildSettings = {
  apiKey: envText('VITE_STASH_API_KEY') ?? DEFAULT_API_KEY,
  defaultServer: envText('VITE_STASH_SERVER') ?? DEFAULT_SERVER_ADDRESS,
} as const;
