// /_template-lab (members only, spec section 2): each of the five templates with sample data, full
// or sparse, and the two missing-data messages, so a template can be checked by eye and by e2e.
import { useState } from 'react';
import type { EntityTemplate, TemplateKind } from '@stash/shared';
import {
  emptyGuideList,
  sampleClassEvent,
  sampleGuideList,
  sampleRecipe,
  sampleRestaurant,
  sampleWorkout,
  sparseClassEvent,
  sparseRecipe,
  sparseRestaurant,
  sparseWorkout,
} from '../../components/templates/sample-templates';
import { EntityTemplateView, TemplateView } from '../../components/templates/template-view';

type Fill = 'full' | 'sparse';

const SAMPLES: ReadonlyArray<{ kind: TemplateKind; label: string; full: EntityTemplate; sparse: EntityTemplate }> = [
  { kind: 'restaurant', label: 'Restaurant', full: { kind: 'restaurant', data: sampleRestaurant }, sparse: { kind: 'restaurant', data: sparseRestaurant } },
  { kind: 'recipe', label: 'Recipe', full: { kind: 'recipe', data: sampleRecipe }, sparse: { kind: 'recipe', data: sparseRecipe } },
  { kind: 'class_event', label: 'Class event', full: { kind: 'class_event', data: sampleClassEvent }, sparse: { kind: 'class_event', data: sparseClassEvent } },
  { kind: 'workout', label: 'Workout', full: { kind: 'workout', data: sampleWorkout }, sparse: { kind: 'workout', data: sparseWorkout } },
  { kind: 'guide_list', label: 'Guide list', full: { kind: 'guide_list', data: sampleGuideList }, sparse: { kind: 'guide_list', data: emptyGuideList } },
];

const NO_TEMPLATE_ENTITY = { entity_data: { raw_data: {}, enrichment_data: {} } };

export function TemplateLabPage() {
  const [fill, setFill] = useState<Fill>('full');

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-8 px-4 py-6 sm:px-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-ink">Template lab</h1>
          <p className="text-sm text-ink-muted">The five templates with sample data.</p>
        </div>
        <div role="radiogroup" aria-label="Sample data" className="flex rounded-xl border border-line-strong p-1">
          {(['full', 'sparse'] as const).map((option) => (
            <button
              key={option}
              type="button"
              role="radio"
              aria-checked={fill === option}
              onClick={() => setFill(option)}
              className={`focus-ring rounded-lg px-3 py-1.5 text-sm font-semibold capitalize ${fill === option ? 'bg-brand text-white' : 'text-ink-muted hover:text-ink'}`}
            >
              {option} data
            </button>
          ))}
        </div>
      </header>
      <nav aria-label="Templates" className="flex flex-wrap gap-2">
        {SAMPLES.map((sample) => (
          <a key={sample.kind} href={`#template-${sample.kind}`} className="focus-ring rounded-full border border-line bg-surface px-3 py-1 text-sm text-ink-muted hover:text-ink">
            {sample.label}
          </a>
        ))}
      </nav>
      {SAMPLES.map((sample) => (
        <section key={sample.kind} id={`template-${sample.kind}`} aria-label={`${sample.label} template`} className="flex scroll-mt-24 flex-col gap-3">
          <h2 className="text-sm font-semibold tracking-wide text-ink-muted uppercase">{sample.label}</h2>
          {/* Keyed by fill so switching data starts the template afresh (servings, ticks, timers). */}
          <TemplateView key={fill} template={fill === 'full' ? sample.full : sample.sparse} />
        </section>
      ))}
      <section aria-label="Missing template" className="flex flex-col gap-3">
        <h2 className="text-sm font-semibold tracking-wide text-ink-muted uppercase">No template</h2>
        <EntityTemplateView entity={NO_TEMPLATE_ENTITY} type="PRODUCT" />
      </section>
    </div>
  );
}
