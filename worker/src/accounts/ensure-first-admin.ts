import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { normalizeEmail, users } from '../../../db/schema/index.ts';
import { hashPassword } from '../auth/passwords.ts';

export const LOCAL_ADMIN_EMAIL = 'admin@localhost';

export interface FirstAdminResult {
  /** What happened: nothing to do, a new admin, or an existing account made admin. */
  action: 'exists' | 'created' | 'promoted';
  email: string;
  /** Only when this call generated the password: the entry prints it once, nothing else may. */
  generatedPassword?: string;
}

/**
 * Makes sure the shop has an admin (docs/product/roles-and-sessions.md). With ADMIN_EMAIL + ADMIN_PASSWORD, that
 * account exists and is an admin; its password is set when the account is created (or had
 * none), never overwritten on later starts, so a password changed in the app stays changed.
 * With neither, and no admin yet, admin@localhost is created with a random password that is
 * returned once.
 */
export async function ensureFirstAdmin(db: Database, admin: { email: string; password: string } | undefined): Promise<FirstAdminResult> {
  if (admin) return ensureConfiguredAdmin(db, admin.email, admin.password);
  const existing = await db.select({ email: users.email }).from(users).where(eq(users.role, 'admin')).limit(1).get();
  if (existing) return { action: 'exists', email: existing.email };
  const password = generatePassword();
  const result = await upsertAdmin(db, LOCAL_ADMIN_EMAIL, password, { resetPassword: true });
  return { ...result, generatedPassword: password };
}

async function ensureConfiguredAdmin(db: Database, email: string, password: string): Promise<FirstAdminResult> {
  const account = await findByEmail(db, email);
  if (account?.role === 'admin' && account.passwordHash) return { action: 'exists', email: account.email };
  return upsertAdmin(db, email, password, { resetPassword: false });
}

async function upsertAdmin(db: Database, email: string, password: string, options: { resetPassword: boolean }): Promise<FirstAdminResult> {
  const account = await findByEmail(db, email);
  const passwordHash = await hashPassword(password);
  if (!account) {
    await db
      .insert(users)
      .values({
        id: crypto.randomUUID(),
        email: email.trim(),
        emailNormalized: normalizeEmail(email),
        displayName: 'Admin',
        role: 'admin',
        passwordHash,
      })
      .onConflictDoNothing();
    return { action: 'created', email: email.trim() };
  }
  await db
    .update(users)
    .set({ role: 'admin', ...(options.resetPassword || !account.passwordHash ? { passwordHash } : {}) })
    .where(eq(users.id, account.id));
  return { action: 'promoted', email: account.email };
}

function findByEmail(db: Database, email: string) {
  return db
    .select({ id: users.id, email: users.email, role: users.role, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.emailNormalized, normalizeEmail(email)))
    .get();
}

/** 24 URL-safe characters (144 random bits): easy to copy, impossible to guess. */
function generatePassword(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(18));
  return btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_');
}
