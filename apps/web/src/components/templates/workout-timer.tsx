// A countdown for a workout's timer presets (work, rest, rounds). It counts against a deadline
// rather than adding up ticks, so a busy tab or a throttled interval does not make it run slow.
import { useEffect, useRef, useState } from 'react';
import { Pause, Play, RotateCcw, Timer } from 'lucide-react';
import type { WorkoutTemplate } from '@stash/shared';

type Preset = WorkoutTemplate['timer_presets'][number];

const TICK_MS = 250;

export function formatClock(totalSeconds: number): string {
  const seconds = Math.max(0, Math.ceil(totalSeconds));
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}

export function WorkoutTimer({ presets }: { presets: readonly Preset[] }) {
  const [selected, setSelected] = useState(0);
  const preset = presets[selected];
  const [remaining, setRemaining] = useState(preset?.duration ?? 0);
  const [running, setRunning] = useState(false);
  const deadline = useRef(0);

  useEffect(() => {
    if (!running) return;
    const id = window.setInterval(() => {
      const left = Math.max(0, (deadline.current - Date.now()) / 1000);
      setRemaining(left);
      if (left <= 0) setRunning(false);
    }, TICK_MS);
    return () => window.clearInterval(id);
  }, [running]);

  if (!preset) return null;

  function choose(index: number) {
    setSelected(index);
    setRunning(false);
    setRemaining(presets[index]?.duration ?? 0);
  }

  function startOrPause() {
    if (running) {
      setRunning(false);
      return;
    }
    // Starting again after the end begins a fresh round.
    const from = remaining <= 0 ? preset!.duration : remaining;
    setRemaining(from);
    deadline.current = Date.now() + from * 1000;
    setRunning(true);
  }

  function reset() {
    setRunning(false);
    setRemaining(preset!.duration);
  }

  const done = !running && remaining <= 0;

  return (
    <div className="flex flex-col gap-3 rounded-xl border border-line bg-surface-muted p-3">
      <div role="group" aria-label="Timer presets" className="flex flex-wrap gap-2">
        {presets.map((item, index) => (
          <button
            key={`${index}-${item.name}`}
            type="button"
            aria-pressed={index === selected}
            onClick={() => choose(index)}
            className={`focus-ring rounded-full border px-3 py-1 text-sm font-medium ${
              index === selected ? 'border-brand bg-brand-soft text-brand-text' : 'border-line-strong bg-surface text-ink-muted hover:text-ink'
            }`}
          >
            {item.name} · {formatClock(item.duration)}
          </button>
        ))}
      </div>
      <div className="flex items-center gap-3">
        <Timer className="size-5 text-ink-muted" aria-hidden="true" />
        <span role="timer" aria-label={`${preset.name} timer`} className="font-mono text-3xl font-semibold text-ink tabular-nums">
          {formatClock(remaining)}
        </span>
        <span aria-live="polite" className="text-sm font-semibold text-success-text">
          {done ? 'Done!' : ''}
        </span>
        <div className="ml-auto flex gap-2">
          <button
            type="button"
            onClick={startOrPause}
            className="focus-ring inline-flex h-9 items-center gap-1.5 rounded-xl bg-brand px-3 text-sm font-semibold text-white hover:bg-violet-700"
          >
            {running ? <Pause className="size-4" aria-hidden="true" /> : <Play className="size-4" aria-hidden="true" />}
            {running ? 'Pause' : 'Start'}
          </button>
          <button
            type="button"
            onClick={reset}
            className="focus-ring inline-flex h-9 items-center gap-1.5 rounded-xl border border-line-strong bg-surface px-3 text-sm font-semibold text-ink hover:bg-surface-muted"
          >
            <RotateCcw className="size-4" aria-hidden="true" />
            Reset
          </button>
        </div>
      </div>
    </div>
  );
}
