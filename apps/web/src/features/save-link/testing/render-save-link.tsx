// Test wiring for the save dialog: the real saves API on a fake-fetch client (the HTTP boundary),
// inside the app's providers, with the floating button as the opener.
import type { ReactNode } from 'react';
import { createSavesApi } from '../../../api/saves';
import { json, type Routes } from '../../../api/testing/fake-fetch';
import { ana } from '../../../api/testing/fixtures';
import { FRESH_TOKEN, setupApiClient } from '../../../api/testing/setup-api-client';
import { renderWithProviders } from '../../../lib/testing/render-with-providers';
import { FloatingAddButton } from '../floating-add-button';
import { SaveLinkProvider } from '../save-link-provider';

export const SAVES_ROUTE = 'POST /api/ios-share/saves';
export const REEL = 'https://www.instagram.com/reel/C8xYz12AbCd/?igsh=abc';
export const savedPost = { id: '6f1c3a52-1b2c-4d5e-8f90-123456789abc', status: 'pending', duplicate: false, url: 'https://www.instagram.com/p/C8xYz12AbCd/' };

/** The server's usual answer: accepted at once, organised later. */
export const acceptSave: Routes = { [SAVES_ROUTE]: () => json(202, savedPost) };

interface Options {
  at?: string;
  path?: string;
  /** Rendered inside the provider next to the floating button, e.g. another opener. */
  extra?: ReactNode;
}

export function renderSaveLink(routes: Routes = acceptSave, { at = '/home', path = '/home', extra }: Options = {}) {
  const api = setupApiClient(routes);
  api.client.signIn({ accessToken: FRESH_TOKEN, refreshToken: 'refresh-1', user: ana });
  const { saveLink } = createSavesApi(api.client);
  const rendered = renderWithProviders(
    <SaveLinkProvider save={saveLink}>
      <FloatingAddButton />
      {extra}
    </SaveLinkProvider>,
    { at, path },
  );
  return { ...rendered, ...api };
}
