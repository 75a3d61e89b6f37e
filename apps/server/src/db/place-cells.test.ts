// The cells a circle covers hold every point within it, as the database files them.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DatabaseHandle } from './connection';
import { cellsCovering } from './place-cells';
import { queryRows } from './query-rows';
import { createTestDatabase } from '../test-support/test-database';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

/** The cells the database files a point under. */
async function cellsOf(lat: number, lng: number): Promise<string[]> {
  const [row] = await queryRows<{ cells: string[] }>(database.db, sql`SELECT stash_place_cells(${lat}::float8, ${lng}::float8) AS cells`);
  return row!.cells;
}

it('covers every point of the circle with the cells the database files it under', async () => {
  const cases: Array<{ centre: [number, number]; radiusKm: number; points: Array<[number, number]> }> = [
    // Brooklyn, 8 km: Park Slope, Bushwick, Williamsburg.
    { centre: [40.6782, -73.9442], radiusKm: 8, points: [[40.671, -73.9814], [40.6944, -73.9213], [40.7081, -73.9571]] },
    // Tokyo, 25 km, across cell edges on both axes.
    { centre: [35.6762, 139.6503], radiusKm: 25, points: [[35.6, 139.7], [35.7, 139.6], [35.8, 139.75]] },
    // Fiji across the antimeridian, and a 300 km circle on coarse cells.
    { centre: [-17.8, 179.95], radiusKm: 20, points: [[-17.8, -179.9], [-17.75, 179.99]] },
    { centre: [48.8566, 2.3522], radiusKm: 300, points: [[47.5, 0.7], [50.6, 3.06]] },
  ];
  for (const { centre, radiusKm, points } of cases) {
    const covered = new Set(cellsCovering(centre[0], centre[1], radiusKm));
    for (const [lat, lng] of points) {
      const filed = await cellsOf(lat, lng);
      expect(filed.some((cell) => covered.has(cell)), `${lat},${lng} within ${radiusKm} km of ${centre.join(',')}`).toBe(true);
    }
  }
  // And not the far side of the world.
  expect(new Set(cellsCovering(40.6782, -73.9442, 8)).has((await cellsOf(51.5, -0.12))[0]!)).toBe(false);
});
