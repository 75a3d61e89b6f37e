// The stash's summary. From 768 px up it is clamped to 9 lines with 'Expand' / 'Show less' (spec
// sections 2 and 9); the toggle only appears when the text really runs past 9 lines. Phones show
// it whole: the sheet scrolls, and a toggle there would be one more small target.
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';

export const SUMMARY_COLLAPSE_QUERY = '(min-width: 768px)';

const canMatchMedia = () => typeof window.matchMedia === 'function';

function useMediaQuery(query: string): boolean {
  const [matches, setMatches] = useState(() => canMatchMedia() && window.matchMedia(query).matches);
  useEffect(() => {
    if (!canMatchMedia()) return;
    const list = window.matchMedia(query);
    const update = () => setMatches(list.matches);
    update();
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, [query]);
  return matches;
}

export function CollapsibleSummary({ text }: { text: string }) {
  const wide = useMediaQuery(SUMMARY_COLLAPSE_QUERY);
  const [expanded, setExpanded] = useState(false);
  const [overflows, setOverflows] = useState(false);
  const ref = useRef<HTMLParagraphElement>(null);
  const id = useId();
  const clamped = wide && !expanded;

  // Measured while clamped (expanded text cannot tell), again whenever the width changes.
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || !clamped) return;
    const measure = () => setOverflows(element.scrollHeight > element.clientHeight + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [clamped, text]);

  return (
    <div>
      <p
        id={id}
        ref={ref}
        className={`text-[15px] leading-relaxed whitespace-pre-line text-ink-muted [overflow-wrap:anywhere] ${clamped ? 'line-clamp-9' : ''}`}
      >
        {text}
      </p>
      {wide && overflows ? (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded((value) => !value)}
          className="focus-ring mt-1.5 rounded-md text-sm font-semibold text-brand-text hover:underline"
        >
          {expanded ? 'Show less' : 'Expand'}
        </button>
      ) : null}
    </div>
  );
}
