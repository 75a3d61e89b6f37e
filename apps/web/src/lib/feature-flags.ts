// The product's feature flags (spec section 9): everything off except client rate limiting. A
// build can switch one on or off with VITE_FEATURE_<NAME>=true|false (for example
// VITE_FEATURE_SYSTEM_BANNER=true), so an operator needs no code change to show the banner.

export const FEATURE_FLAGS = [
  'chat',
  'collections',
  'sharing',
  'analytics',
  'achievements',
  'magicLink',
  'socialLogin',
  'systemBanner',
  'rateLimiting',
] as const;

export type FeatureFlag = (typeof FEATURE_FLAGS)[number];
export type FeatureFlags = Readonly<Record<FeatureFlag, boolean>>;

export const DEFAULT_FEATURE_FLAGS: FeatureFlags = {
  chat: false,
  collections: false,
  sharing: false,
  analytics: false,
  achievements: false,
  // On: signing in by a mailed link works end to end (issue: the private beta end to end).
  magicLink: true,
  socialLogin: false,
  systemBanner: false,
  rateLimiting: true,
};

type Env = Readonly<Record<string, unknown>>;

/** 'systemBanner' -> 'VITE_FEATURE_SYSTEM_BANNER'. */
export function featureFlagEnvName(flag: FeatureFlag): string {
  return `VITE_FEATURE_${flag.replace(/[A-Z]/g, (letter) => `_${letter}`).toUpperCase()}`;
}

function parseSwitch(value: unknown): boolean | null {
  if (typeof value !== 'string') return null;
  const text = value.trim().toLowerCase();
  if (['true', '1', 'on', 'yes'].includes(text)) return true;
  if (['false', '0', 'off', 'no'].includes(text)) return false;
  // A typo keeps the default rather than silently flipping a flag.
  return null;
}

/** The defaults with any VITE_FEATURE_* switches of the build applied. */
export function readFeatureFlags(env: Env): FeatureFlags {
  const flags = { ...DEFAULT_FEATURE_FLAGS };
  for (const flag of FEATURE_FLAGS) {
    const value = parseSwitch(env[featureFlagEnvName(flag)]);
    if (value !== null) flags[flag] = value;
  }
  return flags;
}

export const featureFlags: FeatureFlags = readFeatureFlags(import.meta.env);

export function isFeatureEnabled(flag: FeatureFlag, flags: FeatureFlags = featureFlags): boolean {
  return flags[flag];
}
