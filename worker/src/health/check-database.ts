import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';

/** True when the database answers a trivial query. */
export async function checkDatabase(db: Database): Promise<boolean> {
  try {
    await db.run(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
