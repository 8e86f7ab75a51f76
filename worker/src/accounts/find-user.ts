import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { normalizeEmail, users, type UserRow } from '../../../db/schema/index.ts';

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  return db
    .select()
    .from(users)
    .where(eq(users.emailNormalized, normalizeEmail(email)))
    .get();
}

/** True for the error SQLite (libSQL, D1) raises when a unique index refuses a row. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    if (/UNIQUE constraint failed/i.test(current.message)) return true;
  }
  return false;
}
