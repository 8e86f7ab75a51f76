import { inArray } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { appMeta } from '../../../db/schema/index.ts';

/**
 * Counters in app_meta that say "this data changed": for Node processes sharing one database
 * file (docs/decisions/008), and for an order's prices read from an earlier order's snapshot
 * (orders/read-order-context.ts). Triggers on the menu's tables and the store settings
 * (db/migrations/0013_version_triggers.sql), and on the owner's pages (0021_owner_pages.sql), bump them in the same transaction as any write,
 * whoever makes it, so a process that sees a new value knows what it holds in memory is out of date.
 */
export const VERSION_KEYS = { menu: 'menu_version', storeDetails: 'store_details_version', pages: 'pages_version' } as const;

export type VersionName = keyof typeof VERSION_KEYS;
/** The counters as last read; a missing row reads as '0' (nothing written since install). */
export type Versions = Record<VersionName, string>;

export async function readVersions(db: Database): Promise<Versions> {
  const rows = await db
    .select({ key: appMeta.key, value: appMeta.value })
    .from(appMeta)
    .where(inArray(appMeta.key, Object.values(VERSION_KEYS)));
  const byKey = new Map(rows.map((row) => [row.key, row.value]));
  return {
    menu: byKey.get(VERSION_KEYS.menu) ?? '0',
    storeDetails: byKey.get(VERSION_KEYS.storeDetails) ?? '0',
    pages: byKey.get(VERSION_KEYS.pages) ?? '0',
  };
}
