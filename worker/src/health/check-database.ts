import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { DATABASE_UNAVAILABLE, HEALTH_DEGRADED, HEALTH_OK } from '../../../domain/contracts/health.ts';
import { done, type Outcome, refused } from '../outcome.ts';

/** Up when the database answers a trivial query; refused as unavailable, with what a monitor reads, when not. */
export async function checkDatabase(db: Database): Promise<Outcome<typeof HEALTH_OK>> {
  try {
    await db.run(sql`select 1`);
    return done(HEALTH_OK);
  } catch {
    return refused('unavailable', DATABASE_UNAVAILABLE, { data: HEALTH_DEGRADED });
  }
}
