import { useId } from 'react';

/** The Stash mark: a bookmark on a violet-to-pink tile. */
export function LogoMark({ className = 'size-8' }: { className?: string }) {
  // Each copy needs its own gradient id, or hiding one copy blanks the others.
  const gradientId = useId();
  return (
    <svg className={className} viewBox="0 0 64 64" aria-hidden="true">
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#8b5cf6" />
          <stop offset="1" stopColor="#ec4899" />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="18" fill={`url(#${gradientId})`} />
      <path d="M20 24a6 6 0 0 1 6-6h12a6 6 0 0 1 6 6v24l-12-7-12 7z" fill="#fff" />
    </svg>
  );
}

export function Logo() {
  return (
    <span className="inline-flex items-center gap-2.5">
      <LogoMark />
      <span className="text-[19px] font-bold tracking-tight text-ink">Stash</span>
    </span>
  );
}
