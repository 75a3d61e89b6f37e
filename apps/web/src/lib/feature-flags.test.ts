import { describe, expect, it } from 'vitest';
import { DEFAULT_FEATURE_FLAGS, FEATURE_FLAGS, featureFlagEnvName, featureFlags, isFeatureEnabled, readFeatureFlags } from './feature-flags';

describe('feature flags', () => {
  it('are all off except rate limiting (spec section 9) and sign-in by email link (now built end to end)', () => {
    const on = FEATURE_FLAGS.filter((flag) => DEFAULT_FEATURE_FLAGS[flag]);
    expect(on).toEqual(['magicLink', 'rateLimiting']);
    expect(DEFAULT_FEATURE_FLAGS.systemBanner).toBe(false);
    expect(DEFAULT_FEATURE_FLAGS.chat).toBe(false);
  });

  it('ship off in this build: the system banner is disabled', () => {
    expect(isFeatureEnabled('systemBanner')).toBe(false);
    expect(isFeatureEnabled('rateLimiting')).toBe(true);
    expect(featureFlags).toEqual(DEFAULT_FEATURE_FLAGS);
  });

  it('name their build switch after the flag', () => {
    expect(featureFlagEnvName('systemBanner')).toBe('VITE_FEATURE_SYSTEM_BANNER');
    expect(featureFlagEnvName('chat')).toBe('VITE_FEATURE_CHAT');
    expect(featureFlagEnvName('magicLink')).toBe('VITE_FEATURE_MAGIC_LINK');
  });

  it('can be switched on or off by the build', () => {
    const flags = readFeatureFlags({ VITE_FEATURE_SYSTEM_BANNER: 'true', VITE_FEATURE_RATE_LIMITING: '0' });
    expect(flags.systemBanner).toBe(true);
    expect(flags.rateLimiting).toBe(false);
    expect(isFeatureEnabled('systemBanner', flags)).toBe(true);
    expect(flags.chat).toBe(false);
  });

  it('keep the default when a switch is misspelt', () => {
    const flags = readFeatureFlags({ VITE_FEATURE_SYSTEM_BANNER: 'ture', VITE_FEATURE_RATE_LIMITING: '' });
    expect(flags).toEqual(DEFAULT_FEATURE_FLAGS);
  });
});
