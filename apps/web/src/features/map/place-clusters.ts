// Grouping of nearby markers (supercluster), apart from Leaflet so it can be tested: at a given
// zoom, places closer than about a marker's width become one numbered cluster.
import Supercluster, { type AnyProps, type ClusterProperties, type PointFeature } from 'supercluster';
import type { MapPlace, ViewBounds } from '../../components/map/map-places';

/** Past this zoom every place stands alone. */
export const CLUSTER_MAX_ZOOM = 15;
const CLUSTER_RADIUS_PX = 56;

export type MapMarker<T extends MapPlace = MapPlace> =
  | { kind: 'place'; place: T }
  | { kind: 'cluster'; clusterId: number; count: number; lat: number; lng: number };

export interface PlaceClusters<T extends MapPlace = MapPlace> {
  markersIn: (bounds: ViewBounds, zoom: number) => MapMarker<T>[];
  /** The zoom at which a cluster falls apart into smaller ones or single places. */
  expansionZoom: (clusterId: number) => number;
}

export function clusterPlaces<T extends MapPlace>(places: readonly T[]): PlaceClusters<T> {
  const byId = new Map(places.map((place) => [place.id, place]));
  const index = new Supercluster<{ id: string }, AnyProps>({ radius: CLUSTER_RADIUS_PX, maxZoom: CLUSTER_MAX_ZOOM });
  index.load(places.map((place): PointFeature<{ id: string }> => ({ type: 'Feature', properties: { id: place.id }, geometry: { type: 'Point', coordinates: [place.lng, place.lat] } })));
  return {
    markersIn(bounds, zoom) {
      const markers: MapMarker<T>[] = [];
      for (const feature of index.getClusters([bounds.west, bounds.south, bounds.east, bounds.north], Math.round(zoom))) {
        const [lng, lat] = feature.geometry.coordinates as [number, number];
        const properties = feature.properties as ClusterProperties | { id: string };
        if ('cluster' in properties && properties.cluster) {
          markers.push({ kind: 'cluster', clusterId: properties.cluster_id, count: properties.point_count, lat, lng });
        } else {
          const place = byId.get((properties as { id: string }).id);
          if (place) markers.push({ kind: 'place', place });
        }
      }
      return markers;
    },
    expansionZoom: (clusterId) => index.getClusterExpansionZoom(clusterId),
  };
}
