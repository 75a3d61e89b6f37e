// What the system banner says, read from the build (VITE_SYSTEM_BANNER_HEADLINE, _BODY, _VARIANT)
// and shown only while the systemBanner feature flag is on (spec section 2: currently disabled).
import { featureFlags, type FeatureFlags } from './feature-flags';

export const SYSTEM_BANNER_VARIANTS = ['warning', 'info', 'success', 'error'] as const;
export type SystemBannerVariant = (typeof SYSTEM_BANNER_VARIANTS)[number];

export interface SystemBannerMessage {
  headline: string;
  body: string;
  variant: SystemBannerVariant;
}

type Env = Readonly<Record<string, unknown>>;

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

function isVariant(value: string): value is SystemBannerVariant {
  return (SYSTEM_BANNER_VARIANTS as readonly string[]).includes(value);
}

/** The message to show, or null when the flag is off or there is nothing to say. */
export function readSystemBannerMessage(env: Env, flags: FeatureFlags = featureFlags): SystemBannerMessage | null {
  if (!flags.systemBanner) return null;
  const headline = text(env.VITE_SYSTEM_BANNER_HEADLINE);
  const body = text(env.VITE_SYSTEM_BANNER_BODY);
  if (!headline && !body) return null;
  const variant = text(env.VITE_SYSTEM_BANNER_VARIANT).toLowerCase();
  return { headline, body, variant: isVariant(variant) ? variant : 'info' };
}

export const systemBannerMessage: SystemBannerMessage | null = readSystemBannerMessage(import.meta.env);
