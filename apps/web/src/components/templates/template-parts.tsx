// Building blocks the five templates share, so a restaurant and a recipe read alike: a titled card,
// labelled sections, a list of facts where an empty one says 'Not available' (spec section 8), and
// outside links that open in a new tab.
import type { ReactNode } from 'react';
import { ExternalLink as ExternalLinkIcon, type LucideIcon } from 'lucide-react';

/** Spec section 8's words for a field with nothing in it. */
export const NOT_AVAILABLE = 'Not available';

export function TemplateCard({ icon: Icon, kicker, title, children }: { icon: LucideIcon; kicker: string; title: string; children: ReactNode }) {
  return (
    <article aria-label={`${kicker}: ${title}`} className="flex flex-col gap-5 rounded-2xl border border-line bg-surface p-4 shadow-soft sm:p-5">
      <header className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-soft text-brand-text">
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-wide text-ink-muted uppercase">{kicker}</p>
          <h3 className="text-lg leading-snug font-semibold text-ink [overflow-wrap:anywhere]">{title}</h3>
        </div>
      </header>
      {children}
    </article>
  );
}

export function TemplateSection({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  return (
    <section aria-label={title} className="flex flex-col gap-2">
      <div className="flex items-center justify-between gap-3">
        <h4 className="text-sm font-semibold text-ink">{title}</h4>
        {action}
      </div>
      {children}
    </section>
  );
}

export interface Fact {
  label: string;
  value: ReactNode;
}

function isEmpty(value: ReactNode): boolean {
  return value === null || value === undefined || value === false || (typeof value === 'string' && value.trim() === '');
}

/** Label and value pairs; an empty value reads 'Not available' rather than vanishing, so the gap is visible. */
export function FactList({ facts, label }: { facts: readonly Fact[]; label?: string }) {
  return (
    <dl aria-label={label} className="grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-3">
      {facts.map((fact) => (
        <div key={fact.label} className="flex min-w-0 flex-col gap-0.5">
          <dt className="text-xs text-ink-muted">{fact.label}</dt>
          <dd className={`text-sm [overflow-wrap:anywhere] ${isEmpty(fact.value) ? 'text-ink-muted' : 'font-medium text-ink'}`}>
            {isEmpty(fact.value) ? NOT_AVAILABLE : fact.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** A section with nothing in it. */
export function EmptyValue() {
  return <p className="text-sm text-ink-muted">{NOT_AVAILABLE}</p>;
}

export function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="focus-ring inline-flex items-center gap-1.5 rounded-xl border border-line-strong bg-surface px-3 py-2 text-sm font-semibold text-ink hover:bg-surface-muted"
    >
      {children}
      <ExternalLinkIcon className="size-3.5 text-ink-subtle" aria-hidden="true" />
    </a>
  );
}

export function BulletList({ items, label }: { items: readonly string[]; label: string }) {
  return (
    <ul aria-label={label} className="flex list-disc flex-col gap-1 pl-5 text-sm text-ink marker:text-ink-muted">
      {items.map((item, index) => (
        <li key={`${index}-${item}`}>{item}</li>
      ))}
    </ul>
  );
}

/** Only http(s) addresses become links: template data comes from posts, and a javascript: URL must never be clickable. */
export function safeUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
