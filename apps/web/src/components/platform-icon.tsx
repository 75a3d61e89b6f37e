// The platform a post came from, as a small icon and a name. lucide has no brand marks, so the
// three platforms get simple drawn glyphs; anything else is a plain link icon.
import { Link2 } from 'lucide-react';

const NAMES: Readonly<Record<string, string>> = { instagram: 'Instagram', tiktok: 'TikTok', x: 'X', twitter: 'X' };

export function platformName(platform: string): string {
  return NAMES[platform.toLowerCase()] ?? (platform === 'unknown' || platform === '' ? 'Link' : platform);
}

export function PlatformIcon({ platform, className = 'size-4' }: { platform: string; className?: string }) {
  const common = { className, viewBox: '0 0 24 24', 'aria-hidden': true as const, focusable: false as const };
  switch (platform.toLowerCase()) {
    case 'instagram':
      return (
        <svg {...common} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
          <rect x="3" y="3" width="18" height="18" rx="5" />
          <circle cx="12" cy="12" r="4" />
          <circle cx="17.5" cy="6.5" r="0.6" fill="currentColor" />
        </svg>
      );
    case 'tiktok':
      return (
        <svg {...common} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          <path d="M14 3v11.5a3.5 3.5 0 1 1-3.5-3.5" />
          <path d="M14 3c.4 2.6 2.3 4.5 5 4.8" />
        </svg>
      );
    case 'x':
    case 'twitter':
      return (
        <svg {...common} fill="currentColor">
          <path d="M17.8 3h3.1l-6.8 7.8L22 21h-6.2l-4.9-6.4L5.3 21H2.2l7.3-8.3L2 3h6.4l4.4 5.8L17.8 3Zm-1.1 16.2h1.7L7.4 4.7H5.6l11.1 14.5Z" />
        </svg>
      );
    default:
      return <Link2 className={className} aria-hidden="true" />;
  }
}
