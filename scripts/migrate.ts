/**
 * `npm run db:migrate:remote`: applies db/migrations (drizzle's libSQL migrator, the same one the
 * Node server runs at start-up) to the database at DATABASE_URL, usually Turso
 * (libsql://… with DATABASE_AUTH_TOKEN), then puts the demo menu in a new shop once, as `npm
 * start` does. The Workers entry never migrates: run this before each deploy that adds a
 * migration. Safe to run again; applied migrations are skipped.
 */
import { seedDatabase } from '../db/seed/index.ts';
import { migrateDatabase, openDatabase } from '../worker/src/node/database.ts';

const url = process.env.DATABASE_URL?.trim();
if (!url) {
  console.error('Set DATABASE_URL (libsql://<database>-<org>.turso.io) and DATABASE_AUTH_TOKEN, then run again.');
  process.exit(1);
}
if (!url.startsWith('file:') && !process.env.DATABASE_AUTH_TOKEN) {
  console.warn('DATABASE_AUTH_TOKEN is not set; Turso will refuse the connection unless the database is public.');
}

const { client, db } = await openDatabase(url, process.env.DATABASE_AUTH_TOKEN?.trim() || undefined);
try {
  await migrateDatabase(db);
  // --empty (or SEED=none) marks a new shop as started without the demo menu, as `npm start -- --empty` does.
  const demo = !process.argv.includes('--empty') && process.env.SEED !== 'none';
  const seed = process.argv.includes('--no-seed') ? undefined : await seedDatabase(db, { demo });
  console.log(`Migrations applied to ${new URL(url).host || url}.${seed?.seeded ? ` Demo menu added (${seed.dishes} dishes).` : ''}`);
} finally {
  client.close();
}
