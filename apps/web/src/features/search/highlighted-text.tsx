// Plain text with the matched character ranges marked: the server sends ranges, never HTML, so
// nothing in a post's text can inject markup.
import { Fragment } from 'react';

export function HighlightedText({ text, ranges }: { text: string; ranges: ReadonlyArray<readonly [number, number]> }) {
  const parts: Array<{ text: string; marked: boolean }> = [];
  let at = 0;
  for (const [start, end] of [...ranges].sort((a, b) => a[0] - b[0])) {
    if (start < at || end <= start || end > text.length) continue;
    if (start > at) parts.push({ text: text.slice(at, start), marked: false });
    parts.push({ text: text.slice(start, end), marked: true });
    at = end;
  }
  if (at < text.length) parts.push({ text: text.slice(at), marked: false });
  return (
    <>
      {parts.map((part, index) =>
        part.marked ? (
          <mark key={index} className="rounded-sm bg-amber-200/80 px-0.5 text-ink dark:bg-amber-300/20 dark:text-white">
            {part.text}
          </mark>
        ) : (
          <Fragment key={index}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}
