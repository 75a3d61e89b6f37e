// The recipe template (spec section 3): times, difficulty, servings that scale the ingredient
// quantities, and ingredients and steps the cook can tick off while cooking.
import { useState } from 'react';
import { ChefHat, Minus, Plus } from 'lucide-react';
import type { RecipeTemplate } from '@stash/shared';
import { BulletList, EmptyValue, FactList, TemplateCard, TemplateSection } from './template-parts';

const MAX_SERVINGS = 99;

function minutes(value: number | null): string | null {
  return value === null ? null : `${value} min`;
}

/** A scaled quantity, kept short: 1.5, 0.33, 2 (never 2.0000001). */
export function formatQuantity(value: number): string {
  return String(Math.round(value * 100) / 100);
}

function ingredientText(ingredient: RecipeTemplate['ingredients'][number], factor: number): string {
  const amount = ingredient.qty === null ? null : formatQuantity(ingredient.qty * factor);
  const parts = [amount, ingredient.unit, ingredient.item].filter(Boolean).join(' ');
  return ingredient.note ? `${parts} (${ingredient.note})` : parts;
}

function useChecked() {
  const [checked, setChecked] = useState<ReadonlySet<number>>(new Set());
  function toggle(index: number) {
    setChecked((current) => {
      const next = new Set(current);
      if (next.has(index)) next.delete(index);
      else next.add(index);
      return next;
    });
  }
  return { checked, toggle };
}

export function RecipeTemplateView({ data }: { data: RecipeTemplate }) {
  // Without servings in the post the quantities are for "one batch", and the control scales batches.
  const baseServings = data.servings && data.servings > 0 ? data.servings : null;
  const [servings, setServings] = useState(baseServings ?? 1);
  const factor = baseServings ? servings / baseServings : servings;
  const ingredients = useChecked();
  const steps = useChecked();
  const servingsLabel = baseServings ? 'Servings' : 'Batches';

  return (
    <TemplateCard icon={ChefHat} kicker="Recipe" title={data.dish}>
      <FactList
        label="Recipe details"
        facts={[
          { label: 'Total time', value: minutes(data.time_total_min) },
          { label: 'Prep time', value: minutes(data.time_prep_min) },
          { label: 'Cook time', value: minutes(data.time_cook_min) },
          { label: 'Difficulty', value: data.difficulty },
          { label: 'Servings', value: baseServings === null ? null : String(baseServings) },
        ]}
      />
      <TemplateSection
        title="Ingredients"
        action={
          <div role="group" aria-label={servingsLabel} className="flex items-center gap-1.5">
            <button
              type="button"
              className="focus-ring flex size-8 items-center justify-center rounded-lg border border-line-strong text-ink hover:bg-surface-muted disabled:opacity-50"
              aria-label={`Fewer ${servingsLabel.toLowerCase()}`}
              disabled={servings <= 1}
              onClick={() => setServings((value) => Math.max(1, value - 1))}
            >
              <Minus className="size-4" aria-hidden="true" />
            </button>
            <output aria-live="polite" className="min-w-16 text-center text-sm font-semibold text-ink">
              {servings} {servingsLabel.toLowerCase()}
            </output>
            <button
              type="button"
              className="focus-ring flex size-8 items-center justify-center rounded-lg border border-line-strong text-ink hover:bg-surface-muted disabled:opacity-50"
              aria-label={`More ${servingsLabel.toLowerCase()}`}
              disabled={servings >= MAX_SERVINGS}
              onClick={() => setServings((value) => Math.min(MAX_SERVINGS, value + 1))}
            >
              <Plus className="size-4" aria-hidden="true" />
            </button>
          </div>
        }
      >
        {data.ingredients.length > 0 ? (
          <ul aria-label="Ingredients" className="flex flex-col gap-1.5">
            {data.ingredients.map((ingredient, index) => (
              <li key={`${index}-${ingredient.item}`}>
                <label className="flex cursor-pointer items-start gap-2.5 text-sm text-ink">
                  <input
                    type="checkbox"
                    className="mt-0.5 size-4 accent-brand"
                    checked={ingredients.checked.has(index)}
                    onChange={() => ingredients.toggle(index)}
                  />
                  <span className={ingredients.checked.has(index) ? 'text-ink-muted line-through' : undefined}>{ingredientText(ingredient, factor)}</span>
                </label>
              </li>
            ))}
          </ul>
        ) : (
          <EmptyValue />
        )}
      </TemplateSection>
      <TemplateSection title="Steps">
        {data.steps.length > 0 ? (
          <ol aria-label="Steps" className="flex flex-col gap-2">
            {data.steps.map((step, index) => (
              <li key={`${index}-${step}`}>
                <label className="flex cursor-pointer items-start gap-2.5 text-sm leading-relaxed text-ink">
                  <input type="checkbox" className="mt-1 size-4 accent-brand" checked={steps.checked.has(index)} onChange={() => steps.toggle(index)} />
                  <span className={steps.checked.has(index) ? 'text-ink-muted line-through' : undefined}>
                    <span className="font-semibold">{index + 1}. </span>
                    {step}
                  </span>
                </label>
              </li>
            ))}
          </ol>
        ) : (
          <EmptyValue />
        )}
      </TemplateSection>
      {data.equipment.length > 0 ? (
        <TemplateSection title="Equipment">
          <BulletList label="Equipment" items={data.equipment} />
        </TemplateSection>
      ) : null}
      {data.tips.length > 0 ? (
        <TemplateSection title="Tips">
          <BulletList label="Tips" items={data.tips} />
        </TemplateSection>
      ) : null}
    </TemplateCard>
  );
}
