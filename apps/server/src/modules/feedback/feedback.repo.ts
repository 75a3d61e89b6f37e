// The feedback table: messages for the team.
import type { Executor } from '../../db/connection';
import { feedback } from '../../db/schema';

export async function insertFeedback(db: Executor, entry: { userId: string | null; email: string | null; message: string; page: string | null }): Promise<void> {
  await db.insert(feedback).values(entry);
}
