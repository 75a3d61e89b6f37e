// The benchmark's input: an Instagram "Download your information" zip of about 50 MB, its saved
// folder holding `saves` saved posts (and collections over some of them) beside incompressible
// media files, written with yazl as the platform's zips are.
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import yazl from 'yazl';

export interface ExportZipShape {
  saves: number;
  collections: number;
  postsPerCollection: number;
  mediaMegabytes: number;
}

const shortcode = (n: number) => `Cb${n.toString(36).padStart(9, '0')}`;

function savedPostsJson(saves: number): string {
  const items = Array.from({ length: saves }, (_, n) => ({
    title: n % 50 === 0 ? undefined : `author_${n % 997}`,
    string_map_data: { 'Saved on': { href: `https://www.instagram.com/${n % 3 === 0 ? 'reel' : 'p'}/${shortcode(n)}/`, timestamp: 1_600_000_000 + n * 600 } },
  }));
  return JSON.stringify({ saved_saved_media: items }, null, 2);
}

function savedCollectionsJson(shape: ExportZipShape): string {
  const items: unknown[] = [];
  for (let c = 0; c < shape.collections; c++) {
    items.push({ string_map_data: { Name: { value: `Collection ${c} caf\u00c3\u00a9` }, 'Creation Time': { timestamp: 1_600_000_000 } } });
    for (let i = 0; i < shape.postsPerCollection; i++) {
      const n = (c * 7919 + i * 31) % shape.saves;
      items.push({ string_map_data: { Name: { href: `https://www.instagram.com/p/${shortcode(n)}/`, value: `author_${n % 997}` }, 'Added Time': { timestamp: 1_600_000_000 + n * 600 } } });
    }
  }
  return JSON.stringify({ saved_saved_collections: items }, null, 2);
}

export async function writeInstagramExportZip(file: string, shape: ExportZipShape): Promise<void> {
  const zip = new yazl.ZipFile();
  zip.addBuffer(Buffer.from(savedPostsJson(shape.saves)), 'your_instagram_activity/saved/saved_posts.json');
  zip.addBuffer(Buffer.from(savedCollectionsJson(shape)), 'your_instagram_activity/saved/saved_collections.json');
  for (let i = 0; i < shape.mediaMegabytes; i++) {
    zip.addBuffer(randomBytes(1024 * 1024), `media/posts/2024${String((i % 12) + 1).padStart(2, '0')}/${i}.jpg`, { compress: false });
  }
  zip.end();
  await new Promise<void>((resolve, reject) => {
    zip.outputStream.pipe(createWriteStream(file)).on('close', resolve).on('error', reject);
  });
}
