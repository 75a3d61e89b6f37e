import type { ReactNode } from 'react';

/** Reading layout for the public text pages (FAQ, terms, privacy). */
export function InfoPageLayout({ eyebrow, title, intro, children }: { eyebrow: string; title: string; intro: ReactNode; children: ReactNode }) {
  return (
    <article className="mx-auto w-full max-w-2xl animate-enter px-5 py-12 sm:px-6 sm:py-16">
      <p className="text-xs font-semibold tracking-[0.14em] text-brand-text uppercase">{eyebrow}</p>
      <h1 className="mt-3 text-3xl font-semibold tracking-tight sm:text-4xl">{title}</h1>
      <div className="mt-4 text-[17px] leading-relaxed text-ink-muted">{intro}</div>
      <div className="mt-10 space-y-8">{children}</div>
    </article>
  );
}

export function InfoSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h2 className="text-lg font-semibold tracking-tight">{title}</h2>
      <div className="mt-2 space-y-3 text-[15px] leading-relaxed text-ink-muted">{children}</div>
    </section>
  );
}
