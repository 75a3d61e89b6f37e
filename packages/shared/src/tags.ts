import { z } from 'zod';
import { TAG_COLORS } from './constants';

export const tagSchema = z.object({
  id: z.string(),
  name: z.string(),
  color: z.enum(TAG_COLORS),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Tag = z.infer<typeof tagSchema>;

/** A tag as it rides along on a post. */
export const postTagSchema = tagSchema.pick({ id: true, name: true, color: true });
export type PostTag = z.infer<typeof postTagSchema>;
