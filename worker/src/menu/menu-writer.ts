import type { BatchItem } from 'drizzle-orm/batch';
import type { Database } from '../../../db/client.ts';
import type { MenuCache } from './menu-cache.ts';

/**
 * What writes to the menu (dishes, options, categories) need: the database, and the in-memory
 * menu they refresh once their write commits. Not a store: it holds the cache, a verb's concern.
 */
export interface MenuWriter {
  db: Database;
  menuCache: MenuCache;
}

/** A write's statements, built up, as db.batch takes them (at least one). */
export type Batch = [BatchItem<'sqlite'>, ...BatchItem<'sqlite'>[]];
