/**
 * `npm run build`, and what `npm start` and the e2e setup run first: the site (Astro, into dist/)
 * and the Node server bundled into one file (build/server.mjs), each rebuilt only when older
 * than its sources. Only file times are read when nothing changed.
 *
 * Why a server bundle: Node's ESM loader reads the package.json of every module it loads, and
 * drizzle-orm's is 178 KB; loading its few hundred modules one by one left ~150 MB of heap the
 * process never gave back. One file loads in a fraction of the time and memory (decision 009).
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '..');

/** Written last by the site build (site/integrations/csp-hashes.ts), so it dates a complete build. */
const SITE_MARKER = 'dist/_csp.json';
const SITE_SOURCES = ['site', 'domain', 'db/seed', 'astro.config.mjs', 'package.json'];

export const SERVER_BUNDLE = 'build/server.mjs';
/** Beside the bundle: the parts it imports when first needed. */
const SERVER_CHUNKS = 'build/chunks';
// Not db/migrations: the server reads those files at run time, they are not in the bundle.
const SERVER_SOURCES = ['worker/src', 'domain', 'db/schema', 'db/seed', 'db/client.ts', 'package.json', 'scripts/build.ts'];
/** Native code (libsql) cannot be bundled; @libsql/client is only for a remote libSQL server. */
const SERVER_EXTERNALS = ['libsql', '@libsql/client'];

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

function isStale(root: string, output: string, sources: string[]): boolean {
  const built = statSync(join(root, output), { throwIfNoEntry: false })?.mtimeMs ?? 0;
  return built === 0 || sources.some((source) => newestChange(join(root, source)) > built);
}

export const siteIsStale = (root = ROOT) => isStale(root, SITE_MARKER, SITE_SOURCES);
export const serverIsStale = (root = ROOT) => isStale(root, SERVER_BUNDLE, SERVER_SOURCES);

export function buildSite(root = ROOT): void {
  // Astro runs on this same Node 24, whatever `node` the shell's PATH would find first; and in
  // production mode even under Vitest (NODE_ENV=test would put React's development build in dist/).
  const astro = join(root, 'node_modules/astro/bin/astro.mjs');
  const result = spawnSync(process.execPath, [astro, 'build'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) {
    throw new Error(result.error ? `Could not run astro: ${result.error.message}` : 'The site build failed; see above.');
  }
}

/** Bundles the Node entry with everything it imports but native code. */
export async function bundleServer(root = ROOT): Promise<void> {
  // Loaded when needed: `npm start` stays running as the server's parent.
  const esbuild = await import('esbuild');
  rmSync(join(root, SERVER_CHUNKS), { recursive: true, force: true }); // last build's chunks
  await esbuild.build({
    absWorkingDir: root,
    // The thread that resizes pictures runs a program of its own (worker/src/node/picture-thread.ts).
    entryPoints: { server: 'worker/src/node.ts', 'picture-thread': 'worker/src/node/picture-thread.ts' },
    outdir: dirname(SERVER_BUNDLE),
    outExtension: { '.js': '.mjs' },
    // What the server imports only when it needs it (Stripe's SDK, the picture codec, the mail
    // library) stays in files of its own, not loaded, parsed or held by a shop that never uses it.
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    external: SERVER_EXTERNALS,
    // Bundled CommonJS packages still call require().
    banner: { js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" },
    sourcemap: 'linked',
    logLevel: 'warning',
  });
  // esbuild's helper process would otherwise live as long as we do.
  await esbuild.stop();
  asciiOnly(dirname(SERVER_BUNDLE), root);
  asciiOnly(SERVER_CHUNKS, root);
}

/**
 * V8 keeps the text of every script it loads, one byte a character while it is all Latin-1 and two
 * otherwise. esbuild escapes what is not ASCII in strings, but leaves it in comments and regular
 * expressions: 28 such characters (’, –, ¥…) made the server's 1.1 MB of code take 2.2 MB in the
 * heap, and one em dash in a comment did the same to zod's chunk. As \u escapes they mean the same
 * in both places. (Columns in the source map move on the few lines that had one.)
 */
function asciiOnly(folder: string, root: string): void {
  for (const name of readdirSync(join(root, folder))) {
    if (!name.endsWith('.mjs')) continue;
    const file = join(root, folder, name);
    const text = readFileSync(file, 'utf8');
    const escaped = text.replace(/[\u0080-\uffff]/g, (unit) => `\\u${unit.charCodeAt(0).toString(16).padStart(4, '0')}`);
    if (escaped !== text) writeFileSync(file, escaped);
  }
}

/** Builds whatever is older than its sources; `log` says what is being built. */
export async function buildIfStale(log: (line: string) => void = console.log, root = ROOT): Promise<void> {
  if (siteIsStale(root)) {
    log('Building the site (dist/ is missing or older than its sources)…');
    buildSite(root);
  }
  if (serverIsStale(root)) {
    log(`Bundling the server into ${SERVER_BUNDLE}…`);
    await bundleServer(root);
  }
}

if (import.meta.main) {
  // `npm run build` builds both, whatever the file times say.
  try {
    buildSite();
    await bundleServer();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
