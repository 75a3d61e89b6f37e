// A member's data: all of it as one JSON document (the export), and all of it removed (deleting
// the account, confirmed by typing its email): the rows through the foreign keys in one
// transaction, then the stored media files.
import { ACCOUNT_DELETE_MISMATCH, type AccountExport, type Entity, type Post } from '@stash/shared';
import type { Database } from '../../db/connection';
import { postJsonText } from '../../db/json-shapes';
import { AppError, invalid } from '../../lib/app-error';
import { storedJson, type WithStoredJson } from '../../lib/stored-json';
import type { MediaStorage } from '../../providers/storage/media-storage';
import * as accounts from '../accounts/accounts.service';
import type { ProfileService } from '../profile/profile.service';
import * as repo from './account-data.repo';

export type AccountDataService = ReturnType<typeof createAccountDataService>;

export function createAccountDataService({ db, profile, mediaStorage }: { db: Database; profile: ProfileService; mediaStorage: MediaStorage }) {
  async function exportAll(userId: string): Promise<WithStoredJson<AccountExport>> {
    // The stash as one snapshot: its parts are read in one transaction (the profile, read through
    // its own service, just before: the embedded database has one connection).
    const member = await profile.get(userId);
    return db.transaction(async (tx) => {
      // One statement after another: a transaction's statements share its connection.
      const posts = await repo.postDocuments(tx, userId);
      const tags = await repo.tagDocuments(tx, userId);
      const entities = await repo.entityDocuments(tx, userId);
      const conversations = await repo.conversationDocuments(tx, userId);
      return {
        exported_at: new Date().toISOString(),
        profile: member,
        posts: posts.map((row) => storedJson<Post>(postJsonText(row, true))),
        tags: tags.map((doc) => storedJson<AccountExport['tags'][number]>(doc)),
        entities: entities.map((doc) => storedJson<Entity>(doc)),
        conversations: conversations.map((doc) => storedJson<AccountExport['conversations'][number]>(doc)),
        searches: await repo.searches(tx, userId),
        instagram_messages: await repo.instagramMessages(tx, userId),
      };
    });
  }

  async function deleteAccount(userId: string, typedEmail: string): Promise<void> {
    const storageKeys = await db.transaction(async (tx) => {
      const user = await accounts.findUserById(tx, userId);
      if (!user) throw new AppError('NOT_FOUND', 'Account not found');
      if (accounts.normaliseEmail(typedEmail) !== user.email) throw invalid(ACCOUNT_DELETE_MISMATCH);
      const keys = await repo.mediaStorageKeys(tx, userId);
      await accounts.deleteUser(tx, userId);
      return keys;
    });
    // After the commit: a file left behind by a failure here is garbage, never a broken account.
    await mediaStorage.remove(storageKeys);
  }

  return { exportAll, deleteAccount };
}
