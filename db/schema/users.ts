import { sql } from 'drizzle-orm';
import { check, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { USER_ROLES } from '../../domain/auth.ts';
import { LANGUAGES } from '../../domain/i18n/languages.ts';
import { DEFAULT_SUBSTITUTION_MODES } from '../../domain/picking/substitution.ts';
import { timestamps } from './timestamps.ts';

export { USER_ROLES, type UserRole } from '../../domain/auth.ts';

/**
 * People who can sign in. `email` keeps the spelling the person typed; `emailNormalized`
 * (trimmed, lower case) is what uniqueness and look-ups use, so Ann@x.com and ann@x.com are one
 * account. A Google-only account has no password hash; a password-only one no `googleSub`.
 */
export const users = sqliteTable(
  'users',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull(),
    emailNormalized: text('email_normalized').notNull().unique(),
    displayName: text('display_name').notNull().default(''),
    role: text('role', { enum: USER_ROLES }).notNull().default('customer'),
    passwordHash: text('password_hash'),
    googleSub: text('google_sub').unique(),
    /** The shipped language (domain/i18n/languages.ts) the person reads the shop and its mails in; null until they choose one. */
    language: text('language', { enum: LANGUAGES }),
    /**
     * What the customer's new cart lines may be replaced by if out when picked
     * (domain/picking/substitution.ts): 'best_match' or 'none'; naming a product is a line's own choice.
     */
    substitutionDefault: text('substitution_default', { enum: DEFAULT_SUBSTITUTION_MODES }).notNull().default('none'),
    ...timestamps,
  },
  (table) => [check('users_role_known', sql`${table.role} in ('customer', 'staff', 'admin')`)],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

/** The one spelling of an e-mail address used for uniqueness and look-ups. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
