import type { ReactNode } from 'react';

/** The card that holds sign-in and claim screens: centred, narrow, comfortable on a phone. */
export function CenteredPanel({ children, className = '' }: { children: ReactNode; className?: string }) {
  return (
    <div className="flex flex-1 items-start justify-center px-4 pt-8 pb-16 sm:items-center sm:px-6 sm:py-16">
      <div
        className={`w-full max-w-md animate-enter rounded-3xl border border-line bg-surface/90 p-6 shadow-soft backdrop-blur-sm sm:p-8 ${className}`}
      >
        {children}
      </div>
    </div>
  );
}
