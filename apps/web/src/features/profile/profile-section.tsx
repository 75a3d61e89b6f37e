import type { ReactNode } from 'react';

/** A titled card of the profile page. */
export function ProfileSection({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  const id = `profile-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="rounded-3xl border border-line bg-surface p-5 shadow-soft sm:p-6">
      <h2 id={id} className="text-lg font-semibold tracking-tight">
        {title}
      </h2>
      {description ? <p className="mt-1 text-[15px] text-ink-muted">{description}</p> : null}
      <div className="mt-5">{children}</div>
    </section>
  );
}
