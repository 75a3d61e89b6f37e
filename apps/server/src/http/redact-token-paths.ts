// Links that carry a secret in their path (an invite /claim/<token>, a magic link /verify/<id>,
// an export's download /api/exports/<token>) are opened in the browser, so the server sees them
// as request URLs: logs show them redacted. So are stored media addresses (/media/<key>?exp=&sig=):
// a logged one would be a working link to the member's picture until it expires.

const TOKEN_PATH = /^(\/(?:api\/)?(?:claim|verify|auth\/verify|reset|exports)\/)[^/?#]+/i;
const TOKEN_QUERY = /([?&](?:token|token_id|link_id|code)=)[^&#]*/gi;

const MEDIA_PATH = /^(\/media\/).*$/is;

export function redactTokenPaths(url: string): string {
  return url.replace(MEDIA_PATH, '$1[redacted]').replace(TOKEN_PATH, '$1[redacted]').replace(TOKEN_QUERY, '$1[redacted]');
}
