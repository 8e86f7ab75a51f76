import { sql } from 'drizzle-orm';
import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/**
 * The owner's own pages (About, Contact, Privacy, Terms), written in Markdown
 * (docs/product/pages.md). A page without a row shows the demo's text (domain/owner-page-defaults.ts).
 * Every write bumps the pages' counter in app_meta (a trigger in the migration), so the other
 * processes and isolates refill their pages.
 */
export const ownerPages = sqliteTable('pages', {
  slug: text('slug').primaryKey(),
  title: text('title').notNull(),
  markdown: text('markdown').notNull(),
  updatedAt: integer('updated_at', { mode: 'timestamp_ms' })
    .notNull()
    .default(sql`(cast(unixepoch('subsec') * 1000 as integer))`)
    .$defaultFn(() => new Date())
    .$onUpdateFn(() => new Date()),
});

export type OwnerPageRow = typeof ownerPages.$inferSelect;
