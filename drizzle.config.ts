import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` writes SQL migrations from db/schema; the Node entry applies them at
// start-up and the Workers test applies the same files to D1.
export default defineConfig({
  dialect: 'sqlite',
  schema: './db/schema/index.ts',
  out: './db/migrations',
});
