// Lets any part of the member layout (floating button, mobile bottom bar, home page) open the one
// 'Save a Link' dialog that SaveLinkProvider renders.
import { createContext, useContext } from 'react';
import type { SaveLinkResponse } from '@stash/shared';

/** Sends one link to the server; the HTTP layer's saveLink in the app, a fake-fetch client in tests. */
export type SaveLinkFunction = (input: string) => Promise<SaveLinkResponse>;

export interface SaveLinkDialogControls {
  /** Opens the dialog fresh (idle, empty input); ignored while no member is signed in. */
  open: () => void;
}

export const SaveLinkContext = createContext<SaveLinkDialogControls | null>(null);

export function useSaveLinkDialog(): SaveLinkDialogControls {
  const value = useContext(SaveLinkContext);
  if (!value) throw new Error('useSaveLinkDialog must be used inside <SaveLinkProvider>');
  return value;
}
