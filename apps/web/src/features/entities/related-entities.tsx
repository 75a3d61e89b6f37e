// Entities related to this one (GET /entities/related/{id}): linked by the same stashes, or nearby.
import { useRelatedEntities } from '../../api/entities-hooks';
import { DetailSection } from './detail-section';
import { EntityLinkCard } from './entity-link-card';

function why(sharedPosts: number, distanceKm: number | undefined): string | null {
  if (sharedPosts > 0) return sharedPosts === 1 ? 'In 1 stash together' : `In ${sharedPosts} stashes together`;
  if (distanceKm !== undefined) return distanceKm < 1 ? `${Math.round(distanceKm * 1000)} m away` : `${distanceKm.toFixed(1)} km away`;
  return null;
}

export function RelatedEntities({ entityId }: { entityId: string }) {
  const query = useRelatedEntities(entityId);
  // Failed related calls answer empty (spec section 8), so no error state here.
  if (query.isPending) return <div role="status" aria-label="Loading related" className="h-16 animate-pulse rounded-2xl bg-surface-muted" />;
  const related = query.data?.related_entities ?? [];
  if (related.length === 0) return null;

  return (
    <DetailSection title="Related">
      <ul aria-label="Related" className="grid gap-2 sm:grid-cols-2">
        {related.map((entity) => (
          <li key={entity.entity_id}>
            <EntityLinkCard entity={entity} extra={why(entity.shared_posts, entity.distance_km)} />
          </li>
        ))}
      </ul>
    </DetailSection>
  );
}
