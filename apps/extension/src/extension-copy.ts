// The words the extension shows, in one place. Where the web app has wording for the same moment
// (saving, signing in), it is the same here.
export const EXTENSION_COPY = {
  menuTitle: 'Save to Stash',
  saved: 'Added to your stash!',
  duplicate: 'Already in your stash.',
  /** The server gave no message of its own (a bare 5xx). */
  saveFailed: 'Unable to save link right now.',
  loginFailed: 'Login failed',
  signingIn: 'Signing in...',
  saving: 'Saving...',
  notSignedIn: 'Sign in to Stash first: choose the Stash button in the toolbar.',
  sessionEnded: 'Your session has ended. Sign in to Stash again.',
  unreachable: (server: string) => `Could not reach your Stash server at ${server}. Check the address and your connection.`,
  permissionRefused: (server: string) => `Stash needs your permission to reach ${server}.`,
} as const;
