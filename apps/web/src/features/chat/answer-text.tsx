// An answer's text with its [n] markers as small links to the cited saves listed under it.
import { Fragment } from 'react';

export function AnswerText({ text, citationIdPrefix, citationCount }: { text: string; citationIdPrefix: string; citationCount: number }) {
  const parts = text.split(/(\[\d{1,3}\])/g);
  return (
    <p className="text-[15px] leading-relaxed whitespace-pre-line text-ink">
      {parts.map((part, index) => {
        const marker = /^\[(\d{1,3})\]$/.exec(part);
        const n = marker ? Number(marker[1]) : 0;
        if (!marker || n < 1 || n > citationCount) return <Fragment key={index}>{part}</Fragment>;
        return (
          <sup key={index} className="mx-0.5">
            <a
              href={`#${citationIdPrefix}-${n}`}
              aria-label={`Source ${n}`}
              className="focus-ring rounded bg-brand-soft px-1 text-[11px] font-semibold text-brand-text no-underline hover:bg-brand/20"
            >
              {n}
            </a>
          </sup>
        );
      })}
    </p>
  );
}
