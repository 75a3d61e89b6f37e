import { describe, expect, it } from 'vitest';
import { DEFAULT_FEATURE_FLAGS } from './feature-flags';
import { readSystemBannerMessage, systemBannerMessage } from './system-banner-message';

const on = { ...DEFAULT_FEATURE_FLAGS, systemBanner: true };
const env = {
  VITE_SYSTEM_BANNER_HEADLINE: ' Scheduled maintenance ',
  VITE_SYSTEM_BANNER_BODY: 'Saving pauses for ten minutes at 22:00 UTC.',
  VITE_SYSTEM_BANNER_VARIANT: 'Warning',
};

describe('system banner message', () => {
  it('is off in this build, as the spec says the banner is disabled', () => {
    expect(systemBannerMessage).toBeNull();
  });

  it('stays off while the flag is off, even with a message configured', () => {
    expect(readSystemBannerMessage(env, DEFAULT_FEATURE_FLAGS)).toBeNull();
  });

  it('reads the headline, body and variant once the flag is on', () => {
    expect(readSystemBannerMessage(env, on)).toEqual({
      headline: 'Scheduled maintenance',
      body: 'Saving pauses for ten minutes at 22:00 UTC.',
      variant: 'warning',
    });
  });

  it('falls back to info for an unknown variant and shows nothing without text', () => {
    expect(readSystemBannerMessage({ VITE_SYSTEM_BANNER_HEADLINE: 'Hello', VITE_SYSTEM_BANNER_VARIANT: 'loud' }, on)?.variant).toBe('info');
    expect(readSystemBannerMessage({ VITE_SYSTEM_BANNER_VARIANT: 'error' }, on)).toBeNull();
  });
});
