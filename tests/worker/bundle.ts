import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';

export const ROOT = resolve(import.meta.dirname, '../..');

/** Bundles the Workers entry the way wrangler would: browser/workerd conditions, no Node built-ins. */
export async function bundleWorker(): Promise<string> {
  const result = await build({
    entryPoints: [join(ROOT, 'worker/src/worker.ts')],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'neutral',
    target: 'es2022',
    conditions: ['workerd', 'worker', 'browser', 'import'],
    mainFields: ['browser', 'module', 'main'],
    logLevel: 'silent',
  });
  return result.outputFiles[0]!.text;
}

/** The statements of every migration, in order, as drizzle-kit wrote them. */
export function migrationStatements(): string[] {
  const folder = join(ROOT, 'db/migrations');
  return readdirSync(folder)
    .filter((name) => name.endsWith('.sql'))
    .sort()
    .flatMap((name) => readFileSync(join(folder, name), 'utf8').split('--> statement-breakpoint'))
    .map((statement) => statement.trim())
    .filter(Boolean);
}
