// One entry point for the five templates: finds the template an entity carries
// (entity_data.raw_data.details.template, checked against the shared schema) and renders the
// matching view; a template of an unknown kind or broken shape says so in spec section 8's words.
import { entityTemplateSchema, type Entity, type EntityTemplate } from '@stash/shared';
import { ClassEventTemplateView } from './class-event-template';
import { GuideListTemplateView } from './guide-list-template';
import { RecipeTemplateView } from './recipe-template';
import { RestaurantTemplateView } from './restaurant-template';
import { WorkoutTemplateView } from './workout-template';

export function noTemplateText(type: string): string {
  return `No template found for ${type}`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The entity's template when it has one whose data fits its shape; null otherwise. */
export function templateOf(entity: Pick<Entity, 'entity_data'>): EntityTemplate | null {
  const details = entity.entity_data.raw_data.details;
  if (!isRecord(details) || details.template === undefined || details.template === null) return null;
  const parsed = entityTemplateSchema.safeParse(details.template);
  return parsed.success ? parsed.data : null;
}

/** Whether the entity carries template data at all, fitting or not (so a broken one can be reported). */
export function hasTemplateData(entity: Pick<Entity, 'entity_data'>): boolean {
  const details = entity.entity_data.raw_data.details;
  return isRecord(details) && isRecord(details.template);
}

export function TemplateView({ template }: { template: EntityTemplate }) {
  switch (template.kind) {
    case 'restaurant':
      return <RestaurantTemplateView data={template.data} />;
    case 'recipe':
      return <RecipeTemplateView data={template.data} />;
    case 'class_event':
      return <ClassEventTemplateView data={template.data} />;
    case 'workout':
      return <WorkoutTemplateView data={template.data} />;
    case 'guide_list':
      return <GuideListTemplateView data={template.data} />;
  }
}

/** The template of an entity, or 'No template found for {type}' when it has none that fits. */
export function EntityTemplateView({ entity, type }: { entity: Pick<Entity, 'entity_data'>; type: string }) {
  const template = templateOf(entity);
  if (!template) {
    return (
      <p role="note" className="rounded-2xl border border-dashed border-line-strong px-4 py-6 text-center text-sm text-ink-muted">
        {noTemplateText(type)}
      </p>
    );
  }
  return <TemplateView template={template} />;
}
