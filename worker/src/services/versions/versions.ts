import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../../db/client.ts';
import { appMeta } from '../../../../db/schema/index.ts';

/**
 * Counters in app_meta that say "this data changed", for Node processes sharing one database
 * file (docs/decisions/008). Each write of the data bumps its counter in the same db.batch, so
 * a process that sees a new value knows the data it holds in memory is out of date.
 */
export const VERSION_KEYS = { menu: 'menu_version', storeDetails: 'store_details_version' } as const;

export type VersionName = keyof typeof VERSION_KEYS;
/** The counters as last read; a missing row reads as '0' (nothing written since install). */
export type Versions = Record<VersionName, string>;

/** An item for the write's own db.batch: adds one to the counter (creating it at 1). */
export function bumpVersion(db: Database, name: VersionName) {
  return db
    .insert(appMeta)
    .values({ key: VERSION_KEYS[name], value: '1' })
    .onConflictDoUpdate({ target: appMeta.key, set: { value: sql`cast(${appMeta.value} as integer) + 1`, updatedAt: new Date() } });
}

export async function readVersions(db: Database): Promise<Versions> {
  const rows = await db
    .select({ key: appMeta.key, value: appMeta.value })
    .from(appMeta)
    .where(inArray(appMeta.key, Object.values(VERSION_KEYS)));
  const byKey = new Map(rows.map((row) => [row.key, row.value]));
  return { menu: byKey.get(VERSION_KEYS.menu) ?? '0', storeDetails: byKey.get(VERSION_KEYS.storeDetails) ?? '0' };
}
