import { describe, expect, it } from 'vitest';
import { OPENSTREETMAP_TILES, readMapTiles } from './map-tiles';

describe('map tiles', () => {
  it('uses OpenStreetMap unless the build names another server', () => {
    expect(readMapTiles({})).toEqual(OPENSTREETMAP_TILES);
    expect(readMapTiles({ VITE_MAP_TILE_URL: '  ' })).toEqual(OPENSTREETMAP_TILES);
  });

  it('reads the tile server and its credit from VITE_MAP_TILE_URL and VITE_MAP_ATTRIBUTION', () => {
    expect(readMapTiles({ VITE_MAP_TILE_URL: 'https://tiles.example.org/{z}/{x}/{y}.png', VITE_MAP_ATTRIBUTION: '© Example' })).toEqual({
      url: 'https://tiles.example.org/{z}/{x}/{y}.png',
      attribution: '© Example',
    });
  });

  it('never shows a custom server without a credit', () => {
    expect(readMapTiles({ VITE_MAP_TILE_URL: 'https://tiles.example.org/{z}/{x}/{y}.png' }).attribution).toBe(OPENSTREETMAP_TILES.attribution);
  });
});
