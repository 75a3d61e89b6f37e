// Small bar charts drawn as SVG: the dashboard needs two, and a chart library would weigh more
// than the whole console. Each chart is an image with a summary for screen readers, and its
// figures are also given as a table that only assistive technology reads.

export interface Bar {
  label: string;
  value: number;
}

/** Columns over time (saves per day): the tallest bar fills the height. */
export function ColumnChart({ title, bars, unit }: { title: string; bars: readonly Bar[]; unit: string }) {
  const max = Math.max(1, ...bars.map((bar) => bar.value));
  const total = bars.reduce((sum, bar) => sum + bar.value, 0);
  const width = 100 / Math.max(1, bars.length);
  return (
    <figure className="flex flex-col gap-2">
      <div className="flex h-40 items-end gap-px" role="img" aria-label={`${title}: ${total} ${unit} in ${bars.length} days, at most ${max} in a day`}>
        {bars.map((bar) => (
          <div
            key={bar.label}
            title={`${bar.label}: ${bar.value}`}
            className="rounded-t-sm bg-brand/80 transition-colors hover:bg-brand"
            style={{ width: `${width}%`, height: `${Math.max(bar.value > 0 ? 4 : 1, (bar.value / max) * 100)}%`, opacity: bar.value > 0 ? 1 : 0.25 }}
          />
        ))}
      </div>
      <figcaption className="flex justify-between text-[12px] text-ink-muted">
        <span>{bars[0]?.label}</span>
        <span>{bars.at(-1)?.label}</span>
      </figcaption>
      <FiguresTable caption={title} bars={bars} />
    </figure>
  );
}

/** Horizontal bars with their labels (failures by reason), longest first. */
export function BarList({ title, bars, empty }: { title: string; bars: readonly Bar[]; empty: string }) {
  if (bars.length === 0) return <p className="text-[15px] text-ink-muted">{empty}</p>;
  const max = Math.max(1, ...bars.map((bar) => bar.value));
  return (
    <ul className="flex flex-col gap-3" aria-label={title}>
      {bars.map((bar) => (
        <li key={bar.label} className="flex flex-col gap-1">
          <div className="flex items-baseline justify-between gap-3 text-sm">
            <span className="min-w-0 truncate text-ink" title={bar.label}>
              {bar.label}
            </span>
            <span className="font-semibold text-ink tabular-nums">{bar.value}</span>
          </div>
          <div className="h-2 rounded-full bg-surface-muted" aria-hidden="true">
            <div className="h-2 rounded-full bg-accent" style={{ width: `${(bar.value / max) * 100}%` }} />
          </div>
        </li>
      ))}
    </ul>
  );
}

function FiguresTable({ caption, bars }: { caption: string; bars: readonly Bar[] }) {
  return (
    <table className="sr-only">
      <caption>{caption}</caption>
      <tbody>
        {bars.map((bar) => (
          <tr key={bar.label}>
            <th scope="row">{bar.label}</th>
            <td>{bar.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
