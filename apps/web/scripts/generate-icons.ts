// Draws the app icons (web app manifest, Apple home screen, favicon) from the Stash mark of
// src/components/logo.tsx. The PNGs are committed under public/, so a build never needs this;
// run it again only when the mark changes:
//
//   npx tsx apps/web/scripts/generate-icons.ts
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const publicDir = path.resolve(import.meta.dirname, '../public');

// The mark's colours and bookmark, in the 64-unit box of logo.tsx and favicon.svg.
const GRADIENT = `<linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#8b5cf6"/><stop offset="1" stop-color="#ec4899"/></linearGradient>`;
const BOOKMARK = 'M20 24a6 6 0 0 1 6-6h12a6 6 0 0 1 6 6v24l-12-7-12 7z';
// The bookmark's own centre (x 20..44, y 18..48), so scaling keeps it in the middle of the tile.
const BOOKMARK_CENTRE = { x: 32, y: 33 };

interface MarkOptions {
  /** Corner radius of the tile in the 64-unit box: 0 fills the square (the platform rounds it). */
  radius: number;
  /** Size of the bookmark against the tile: maskable icons keep it inside the central safe circle. */
  bookmarkScale: number;
}

function markSvg({ radius, bookmarkScale }: MarkOptions): string {
  const { x, y } = BOOKMARK_CENTRE;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
  <defs>${GRADIENT}</defs>
  <rect width="64" height="64" rx="${radius}" fill="url(#g)"/>
  <g transform="translate(32 32) scale(${bookmarkScale}) translate(${-x} ${-y})"><path d="${BOOKMARK}" fill="#fff"/></g>
</svg>`;
}

function png(svg: string, size: number): Promise<Buffer> {
  // density: librsvg draws the 64-unit box at 72 dpi; scale it up before resizing so edges stay sharp.
  return sharp(Buffer.from(svg), { density: Math.ceil((72 * size) / 64) })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/** An .ico holding PNG images (every browser since IE Vista-era reads PNG entries). */
function ico(images: { size: number; data: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(images.length, 4);
  const entries: Buffer[] = [];
  let offset = 6 + 16 * images.length;
  for (const { size, data } of images) {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0);
    entry.writeUInt8(size >= 256 ? 0 : size, 1);
    entry.writeUInt8(0, 2); // no palette
    entry.writeUInt8(0, 3); // reserved
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(data.length, 8);
    entry.writeUInt32LE(offset, 12);
    entries.push(entry);
    offset += data.length;
  }
  return Buffer.concat([header, ...entries, ...images.map((image) => image.data)]);
}

async function main(): Promise<void> {
  // 'any' icons: the rounded tile as the header shows it.
  const tile = markSvg({ radius: 16, bookmarkScale: 1 });
  // Maskable: the gradient fills the square and the bookmark sits well inside the 80% safe circle.
  const maskable = markSvg({ radius: 0, bookmarkScale: 0.8 });
  // Apple rounds the corners itself and shows transparency as black, so the square is filled.
  const apple = markSvg({ radius: 0, bookmarkScale: 0.9 });

  const outputs: [string, Buffer][] = [
    ['icons/icon-192.png', await png(tile, 192)],
    ['icons/icon-512.png', await png(tile, 512)],
    ['icons/icon-maskable-512.png', await png(maskable, 512)],
    ['apple-touch-icon.png', await png(apple, 180)],
    ['favicon.ico', ico([{ size: 32, data: await png(tile, 32) }, { size: 48, data: await png(tile, 48) }])],
  ];
  for (const [name, data] of outputs) {
    const file = path.join(publicDir, name);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, data);
    console.log(`${name}: ${data.length} bytes`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
