import type { Database } from '../../../db/client.ts';
import { normalizeEmail, users, type UserRow } from '../../../db/schema/index.ts';
import type { UserRole } from '../../../domain/auth.ts';

/**
 * Writes a new e-mail-and-password account; undefined when the e-mail (in its normalized
 * spelling) already has one, so a racing sign-up and invitation cannot make two.
 */
export async function insertAccount(
  db: Database,
  account: { email: string; name: string; role: UserRole; passwordHash: string; now: number },
): Promise<UserRow | undefined> {
  const at = new Date(account.now);
  const [row] = await db
    .insert(users)
    .values({
      id: crypto.randomUUID(),
      email: account.email,
      emailNormalized: normalizeEmail(account.email),
      displayName: account.name,
      role: account.role,
      passwordHash: account.passwordHash,
      createdAt: at,
      updatedAt: at,
    })
    .onConflictDoNothing()
    .returning();
  return row;
}
