/**
 * `npm start`: builds the site when dist/ is missing or older than its sources, then starts
 * the Node server (worker/src/node.ts). Quick when nothing changed: only file times are read.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
/** What the built site is made from. */
const SOURCES = ['site', 'domain', 'db/seed', 'astro.config.mjs', 'package.json'];
/** Written last by the build (site/integrations/csp-hashes.ts), so it dates a complete build. */
const BUILD_MARKER = 'dist/_csp.json';

function newestChange(path: string): number {
  const stat = statSync(path, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    newest = Math.max(newest, newestChange(join(path, entry.name)));
  }
  return newest;
}

export function siteIsStale(root = ROOT): boolean {
  const built = statSync(join(root, BUILD_MARKER), { throwIfNoEntry: false })?.mtimeMs ?? 0;
  return built === 0 || SOURCES.some((source) => newestChange(join(root, source)) > built);
}

function buildSite(): void {
  console.log('Building the site (dist/ is missing or older than its sources)…');
  // Astro runs on this same Node 24, whatever `node` the shell's PATH would find first.
  const astro = join(ROOT, 'node_modules/astro/bin/astro.mjs');
  const result = spawnSync(process.execPath, [astro, 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(result.error ? `Could not run astro: ${result.error.message}` : 'The site build failed; see above.');
    process.exit(result.status ?? 1);
  }
}

if (import.meta.main) {
  // Settings from .env when the owner made one (copied from .env.example); the environment wins.
  if (existsSync(join(ROOT, '.env'))) process.loadEnvFile(join(ROOT, '.env'));
  if (siteIsStale()) buildSite();
  // The server reads its settings and runs until SIGINT/SIGTERM (handled in node.ts).
  await import('../worker/src/node.ts').then(({ runFromCommandLine }) => runFromCommandLine());
}
