// The parts of an export file, shared by the format writers and the service that streams them.
import type { Entity } from '@stash/shared';

/** One matching stash that names an entity. */
export interface NamingStash {
  id: string;
  title: string | null;
  url: string;
}

export interface ExportedEntity {
  entity: Entity;
  stashes: NamingStash[];
}

export interface FileParts<Item> {
  begin: () => string;
  /** A batch's part of the file (never called with no items); `first` is the file's first batch. */
  batch: (items: Item[], first: boolean) => string;
  end: () => string;
}

/** Posts come as their stored JSON text (the json file writes them as they are). */
export type PostFile = FileParts<string> & { source: 'posts' };
export type EntityFile = FileParts<ExportedEntity> & { source: 'place' | 'event' };

