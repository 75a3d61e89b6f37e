import { describe, expect, it } from 'vitest';
import { placesOf, type ViewBounds } from '../../components/map/map-places';
import { makeEntity } from '../../components/map/testing/entities';
import { CLUSTER_MAX_ZOOM, clusterPlaces } from './place-clusters';

const world: ViewBounds = { south: -85, west: -180, north: 85, east: 180 };
// Five bars within a few hundred metres in Barcelona, and one place in Tokyo.
const places = placesOf([
  ...Array.from({ length: 5 }, (_, index) => makeEntity(`bcn-${index}`, `Bar ${index}`, { at: [41.385 + index * 0.001, 2.173 + index * 0.001] })),
  makeEntity('tokyo', 'Bar Trench', { at: [35.6467, 139.7101] }),
]);

describe('clustering markers', () => {
  it('groups dense places into one numbered cluster when zoomed out, leaving lone places alone', () => {
    const markers = clusterPlaces(places).markersIn(world, 3);
    expect(markers).toHaveLength(2);
    expect(markers).toContainEqual(expect.objectContaining({ kind: 'cluster', count: 5 }));
    expect(markers).toContainEqual({ kind: 'place', place: places[5] });
  });

  it('shows every place on its own past the last clustering zoom', () => {
    const markers = clusterPlaces(places).markersIn(world, CLUSTER_MAX_ZOOM + 1);
    expect(markers.map((marker) => (marker.kind === 'place' ? marker.place.id : 'cluster')).sort()).toEqual(['bcn-0', 'bcn-1', 'bcn-2', 'bcn-3', 'bcn-4', 'tokyo']);
  });

  it('leaves out what is outside the view and says how far to zoom to open a cluster', () => {
    const clusters = clusterPlaces(places);
    const japan: ViewBounds = { south: 30, west: 130, north: 45, east: 145 };
    expect(clusters.markersIn(japan, 3)).toEqual([{ kind: 'place', place: places[5] }]);
    const cluster = clusters.markersIn(world, 3).find((marker) => marker.kind === 'cluster');
    expect(cluster?.kind).toBe('cluster');
    if (cluster?.kind === 'cluster') expect(clusters.expansionZoom(cluster.clusterId)).toBeGreaterThan(3);
  });
});
