// The real-caption evaluation set (README.md): records read from set/*.json, checked, and split
// into the tuning part and the held-out part.
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { z } from 'zod';
import { POST_CATEGORIES } from '@stash/shared';

const LABELLED_KINDS = ['venue', 'area', 'event', 'recipe', 'activity', 'product', 'guide'] as const;

const recordSchema = z.object({
  // The tuning-only batch outgrew three digits; its ids run on to four.
  id: z.string().regex(/^(?:(?:ig|tt|x)-\d{3}|tn-\d{3,4})$/),
  platform: z.enum(['instagram', 'tiktok', 'x']),
  source: z.object({ repo: z.string().min(3), path: z.string().min(1), note: z.string().nullish() }),
  /** ISO 8601: a date and time, or the day alone when the source gives only that. */
  posted_at: z.string().refine((value) => /^\d{4}-\d{2}-\d{2}/.test(value) && !Number.isNaN(Date.parse(value)), 'not an ISO 8601 date').nullable(),
  author: z.string().nullable(),
  language: z.string().min(2).max(5),
  text: z.string().min(10),
  category: z.enum(POST_CATEGORIES),
  entities: z.array(
    z.object({
      name: z.string().min(1),
      kind: z.enum(LABELLED_KINDS),
      type: z.string().nullable(),
      city: z.string().nullable(),
    }),
  ),
});
export type LabelledCaption = z.infer<typeof recordSchema>;

const AREA_TYPES = new Set(['city', 'town', 'village', 'neighborhood', 'neighbourhood', 'region', 'province', 'state', 'country']);

/** Records of the tuning-only batch (set/tuning-only.json, ids tn-001...) are never held out. */
const TUNING_ONLY_PREFIX = 'tn-';

/** Every third record of each platform is held out: never looked at while tuning. */
export const isHeldOut = (record: LabelledCaption) =>
  !record.id.startsWith(TUNING_ONLY_PREFIX) && Number(record.id.split('-')[1]) % 3 === 0;

export function loadSet(directory = path.join(path.dirname(fileURLToPath(import.meta.url)), 'set')): LabelledCaption[] {
  const files = fs.readdirSync(directory).filter((name) => name.endsWith('.json')).sort();
  const records = files.flatMap((name) => {
    const parsed = z.array(recordSchema).safeParse(JSON.parse(fs.readFileSync(path.join(directory, name), 'utf8')));
    if (!parsed.success) throw new Error(`${name}: ${parsed.error.issues.slice(0, 3).map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`);
    return parsed.data;
  });
  const ids = new Set<string>();
  for (const record of records) {
    if (ids.has(record.id)) throw new Error(`${record.id} appears twice`);
    ids.add(record.id);
  }
  // A city labelled as a venue is an area: the post is about the place itself.
  return records.map((record) => ({
    ...record,
    entities: record.entities.map((entity) => (entity.type && AREA_TYPES.has(entity.type.toLowerCase()) ? { ...entity, kind: 'area' as const } : entity)),
  }));
}
