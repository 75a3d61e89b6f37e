// The workout template (spec section 3): level, duration and equipment, the blocks with their
// moves, and timer presets that really count down.
import { Dumbbell } from 'lucide-react';
import type { WorkoutTemplate } from '@stash/shared';
import { BulletList, EmptyValue, FactList, TemplateCard, TemplateSection } from './template-parts';
import { WorkoutTimer } from './workout-timer';

type Move = WorkoutTemplate['blocks'][number]['moves'][number];

const LEVEL_LABELS: Readonly<Record<string, string>> = { beginner: 'Beginner', intermediate: 'Intermediate', advanced: 'Advanced' };

/** '3 x 12 · 20 kg · tempo 3-1-1 · rest 60s': only the parts the post gave. */
export function moveDetail(move: Move): string {
  const volume = move.sets !== null && move.reps ? `${move.sets} x ${move.reps}` : move.sets !== null ? `${move.sets} sets` : move.reps;
  return [volume, move.load, move.tempo ? `tempo ${move.tempo}` : null, move.rest ? `rest ${move.rest}` : null].filter(Boolean).join(' · ');
}

export function WorkoutTemplateView({ data }: { data: WorkoutTemplate }) {
  return (
    <TemplateCard icon={Dumbbell} kicker="Workout" title={data.title}>
      <FactList
        label="Workout details"
        facts={[
          { label: 'Type', value: data.modality },
          { label: 'Level', value: data.level ? LEVEL_LABELS[data.level] : null },
          { label: 'Duration', value: data.duration_min === null ? null : `${data.duration_min} min` },
          { label: 'Equipment', value: data.equipment.join(', ') },
          { label: 'How often', value: data.cadence },
          { label: 'Targets', value: data.target_muscles.join(', ') },
        ]}
      />
      {data.timer_presets.length > 0 ? (
        <TemplateSection title="Timer">
          <WorkoutTimer presets={data.timer_presets} />
        </TemplateSection>
      ) : null}
      <TemplateSection title="Blocks">
        {data.blocks.length > 0 ? (
          <ol className="flex flex-col gap-3">
            {data.blocks.map((block, index) => (
              <li key={`${index}-${block.name}`} aria-label={block.name} className="rounded-xl border border-line p-3">
                <p className="flex items-baseline justify-between gap-2 text-sm font-semibold text-ink">
                  {block.name}
                  {block.duration ? <span className="text-xs font-normal text-ink-muted">{block.duration}</span> : null}
                </p>
                {block.moves.length > 0 ? (
                  <ul className="mt-2 flex flex-col gap-1.5">
                    {block.moves.map((move, moveIndex) => {
                      const detail = moveDetail(move);
                      return (
                        <li key={`${moveIndex}-${move.move}`} className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
                          <span className="text-ink">{move.move}</span>
                          {detail ? <span className="text-ink-muted tabular-nums">{detail}</span> : null}
                        </li>
                      );
                    })}
                  </ul>
                ) : null}
              </li>
            ))}
          </ol>
        ) : (
          <EmptyValue />
        )}
      </TemplateSection>
      {data.notes ? (
        <TemplateSection title="Notes">
          <p className="text-sm leading-relaxed text-ink-muted">{data.notes}</p>
        </TemplateSection>
      ) : null}
      {data.prerequisites.length > 0 ? (
        <TemplateSection title="Before you start">
          <BulletList label="Before you start" items={data.prerequisites} />
        </TemplateSection>
      ) : null}
    </TemplateCard>
  );
}
