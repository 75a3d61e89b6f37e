// Map cells, as stash_place_cells (migration 0019) files a post's places: 0.1 degree cells ('f:')
// and 1 degree cells ('c:'). A "near" filter asks for the cells its circle's bounding box covers,
// which a GIN index finds together with the searched words; the exact distance is then checked
// on those posts only.

const KM_PER_DEGREE = 111.32;
/** Circles wider than this are covered with 1 degree cells, so a 500 km circle stays a few hundred cells. */
const FINE_CELLS_MAX_KM = 50;

export function cellsCovering(lat: number, lng: number, radiusKm: number): string[] {
  const fine = radiusKm <= FINE_CELLS_MAX_KM;
  const scale = fine ? 10 : 1;
  const prefix = fine ? 'f' : 'c';
  const latSpan = radiusKm / KM_PER_DEGREE;
  const lngSpan = Math.min(180, radiusKm / (KM_PER_DEGREE * Math.max(Math.cos((lat * Math.PI) / 180), 0.01)));
  const latFrom = Math.floor(Math.max(-90, lat - latSpan) * scale);
  const latTo = Math.floor(Math.min(90, lat + latSpan) * scale);
  const lngFrom = Math.floor((lng - lngSpan) * scale);
  const lngTo = Math.floor((lng + lngSpan) * scale);
  const turn = 360 * scale;
  const cells = new Set<string>();
  for (let row = latFrom; row <= latTo; row += 1) {
    for (let column = lngFrom; column <= lngTo; column += 1) {
      // Across the antimeridian the column wraps round to the other side of the map.
      const wrapped = ((((column + 180 * scale) % turn) + turn) % turn) - 180 * scale;
      cells.add(`${prefix}:${row}:${wrapped}`);
    }
  }
  return [...cells];
}
