import { readdirSync, readFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { build } from 'esbuild';
import { Miniflare, type MiniflareOptions } from 'miniflare';

export const ROOT = resolve(import.meta.dirname, '../..');

export interface WorkerBundle {
  script: string;
  /** WebAssembly the script imports by name (Photon's), as wrangler uploads them beside it. */
  wasm: { name: string; contents: Uint8Array }[];
}

/**
 * Bundles the Workers entry the way wrangler would: browser/workerd conditions, no Node
 * built-ins, and `.wasm` imports left as modules of their own (Workers compile no WebAssembly
 * at run time; the platform hands the module over compiled).
 */
export async function bundleWorker(): Promise<WorkerBundle> {
  const wasm: WorkerBundle['wasm'] = [];
  const result = await build({
    entryPoints: [join(ROOT, 'worker/src/worker.ts')],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'neutral',
    target: 'es2022',
    conditions: ['workerd', 'worker', 'browser', 'import'],
    mainFields: ['browser', 'module', 'main'],
    alias: wranglerAliases(),
    // Workers' own modules (cloudflare:sockets for SMTP), as wrangler leaves them.
    external: ['cloudflare:*'],
    logLevel: 'silent',
    plugins: [
      {
        name: 'wasm-modules',
        setup(bundle) {
          bundle.onResolve({ filter: /\.wasm$/ }, (args) => {
            const file = resolve(args.resolveDir, args.path);
            const name = `${wasm.length}-${basename(file)}`;
            wasm.push({ name, contents: readFileSync(file) });
            return { path: `./${name}`, external: true };
          });
        },
      },
    ],
  });
  return { script: result.outputFiles[0]!.text, wasm };
}

/** wrangler.toml's [alias] table (module → replacement), which wrangler applies when it bundles. */
export function wranglerAliases(): Record<string, string> {
  const toml = readFileSync(join(ROOT, 'wrangler.toml'), 'utf8');
  const table = /^\[alias\]\n([\s\S]*?)(?=^\[|(?![\s\S]))/m.exec(toml)?.[1] ?? '';
  return Object.fromEntries([...table.matchAll(/^"([^"]+)"\s*=\s*"([^"]+)"/gm)].map(([, name, path]) => [name!, join(ROOT, path!)]));
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

export const SESSION_SECRET = 'worker-test-session-secret-0123456789abcdef';

/** The routing of wrangler.toml's [assets] section, as miniflare takes it. */
export const ASSETS_ROUTING = {
  directory: join(ROOT, 'dist'),
  binding: 'ASSETS',
  routerConfig: {
    has_user_worker: true,
    invoke_user_worker_ahead_of_assets: false,
    // run_worker_first = ["/*", "!/_astro/*", "!/images/*", "!/favicon.svg"]
    static_routing: { user_worker: ['/*'], asset_worker: ['/_astro/*', '/images/*', '/favicon.svg'] },
  },
  assetConfig: { html_handling: 'drop-trailing-slash', not_found_handling: '404-page' },
} as const;

/** wrangler.toml's compatibility_date (the date of the workerd these tests run). */
export const COMPATIBILITY_DATE = readFileSync(join(ROOT, 'wrangler.toml'), 'utf8').match(/^compatibility_date\s*=\s*"([\d-]+)"/m)![1]!;

/**
 * The worker bundle running in workerd with a D1 database as `DB`, migrated like a new shop,
 * and an R2 bucket as `PICTURES` (both in memory). `options` adds bindings (SESSION_SECRET is
 * always set) or static assets.
 */
export async function startWorker(
  options: { bindings?: Record<string, string>; assets?: MiniflareOptions['assets'] } = {},
): Promise<Miniflare> {
  const bundle = await bundleWorker();
  const mf = new Miniflare({
    modulesRoot: ROOT,
    modules: [
      { type: 'ESModule', path: join(ROOT, 'worker.js'), contents: bundle.script },
      ...bundle.wasm.map(({ name, contents }) => ({ type: 'CompiledWasm' as const, path: join(ROOT, name), contents })),
    ],
    compatibilityDate: COMPATIBILITY_DATE,
    d1Databases: ['DB'],
    r2Buckets: ['PICTURES'],
    bindings: { SESSION_SECRET, ...options.bindings },
    ...(options.assets ? { assets: options.assets } : {}),
  });
  const d1 = await mf.getD1Database('DB');
  await d1.batch(migrationStatements().map((statement) => d1.prepare(statement)));
  return mf;
}
