/**
 * Checks the import rules among the project's own modules (relative imports, type imports
 * included), and exits 1 when one is broken:
 * - no import cycles: a cycle means two modules cannot be read, or changed, one without the other;
 * - the layers: the business rules (domain/) reach no server, site or database code, the
 *   database (db/) no server or site code, the site only the API's types, a resource's verbs no
 *   HTTP and its store no verb (LAYER_RULES);
 * - money changes unit (minor units ↔ the API's decimals) only at the edges (MONEY_EDGES).
 * `node scripts/import-rules.ts` prints what breaks them; scripts/import-rules.test.ts keeps both at zero.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '..');
export const SOURCE_FOLDERS = ['worker/src', 'domain', 'db', 'site/src', 'scripts', 'bench'];
const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^;]*?from\s+'(\.{1,2}\/[^']+)'/g;
/** Also lazy imports and imports for their effect only: a layer is crossed by those too. */
const ANY_IMPORT = /(?:\bfrom\s+|\bimport\s*\(\s*|(?:^|\n)\s*import\s+)['"](\.{1,2}\/[^'"]+)['"]/g;

/**
 * Modules (a folder or file by its path's start, or a pattern) that must not import from
 * `forbidden`, save from `allowed` within it.
 */
export interface LayerRule {
  from: string | RegExp;
  forbidden: readonly (string | RegExp)[];
  allowed?: readonly (string | RegExp)[];
}

/** The worker's resource folders: each holds one resource's routes, verbs, SQL, request and answer. */
const RESOURCE = `worker/src/(?:menu|categories|orders|desk|fulfilment|payments|accounts|team|settings|reports|mail|coupons|pictures|reviews|health|versions|owner-pages|locations|picking|customers|dine-in|order-change)/`;
/** A resource's verbs: every module of its folder but its routes, request and answer modules, tests aside. */
export const RESOURCE_VERB = new RegExp(
  String.raw`^${RESOURCE}(?!(?:.*/)?(?:[\w-]+-)?(?:route|request|answer)\.ts$)(?!.*\.test\.ts$).+\.ts$`,
);
/** A resource's store: its SQL (`store.ts`, `<what>-store.ts`). */
export const RESOURCE_STORE = new RegExp(String.raw`^${RESOURCE}(?:.*/)?(?:[\w-]+-)?store\.ts$`);

export const LAYER_RULES: readonly LayerRule[] = [
  { from: 'domain/', forbidden: ['worker/', 'site/', 'db/'] },
  { from: 'db/', forbidden: ['worker/', 'site/'] },
  {
    from: 'site/',
    forbidden: ['worker/src/'],
    // The route table the site's typed client reads the API's types from.
    allowed: ['worker/src/api/routes.ts'],
  },
  // A page's scripts carry their language's messages as data (site/src/i18n/t.ts): never the
  // catalogue of every language, nor the ICU parser that compiles it.
  {
    from: /^site\/src\/(?:islands|stores|lib)\/(?!.*\.test\.tsx?$)/,
    forbidden: ['domain/i18n/messages/', 'domain/i18n/tables.ts', 'domain/i18n/compile.ts', 'site/src/i18n/build-text.ts'],
  },
  // A verb answers an outcome (worker/src/outcome.ts); which status a refusal gets is the routes' business.
  { from: RESOURCE_VERB, forbidden: ['worker/src/http/'] },
  // A store is the SQL a verb calls, never the other way round.
  { from: RESOURCE_STORE, forbidden: ['worker/src/'], allowed: [RESOURCE_STORE] },
];

function sourceFiles(folder: string, name: RegExp): string[] {
  const files: string[] = [];
  if (!existsSync(folder)) return files;
  for (const entry of readdirSync(folder)) {
    const path = join(folder, entry);
    if (statSync(path).isDirectory()) {
      if (entry !== 'node_modules') files.push(...sourceFiles(path, name));
    } else if (name.test(entry)) {
      files.push(path);
    }
  }
  return files;
}

/** Each cycle as the list of files (relative to `root`) it runs through, the first one repeated last. */
export function findImportCycles(root = ROOT, folders = SOURCE_FOLDERS): string[][] {
  const files = new Set(folders.flatMap((folder) => sourceFiles(join(root, folder), /\.tsx?$/)));
  const imports = new Map<string, string[]>();
  for (const file of files) {
    const targets = [...readFileSync(file, 'utf8').matchAll(IMPORT)].map((match) => resolve(dirname(file), match[1]!));
    imports.set(
      file,
      targets.filter((target) => files.has(target)),
    );
  }
  const cycles: string[][] = [];
  const done = new Set<string>();
  const path: string[] = [];
  const visit = (file: string) => {
    path.push(file);
    for (const target of imports.get(file) ?? []) {
      const at = path.indexOf(target);
      if (at >= 0) cycles.push([...path.slice(at), target].map((part) => relative(root, part)));
      else if (!done.has(target)) visit(target);
    }
    path.pop();
    done.add(file);
  };
  for (const file of files) if (!done.has(file)) visit(file);
  return cycles;
}

function within(path: string, place: string | RegExp): boolean {
  return typeof place === 'string' ? path === place || path.startsWith(place) : place.test(path);
}

function breaks(rule: LayerRule, from: string, to: string): boolean {
  return (
    within(from, rule.from) && rule.forbidden.some((place) => within(to, place)) && !(rule.allowed ?? []).some((place) => within(to, place))
  );
}

/** Each import that breaks a layer rule, as [importing file, imported path], both relative to `root`. */
export function findLayerBreaches(root = ROOT, folders = SOURCE_FOLDERS, rules = LAYER_RULES): [string, string][] {
  const breaches: [string, string][] = [];
  for (const file of folders.flatMap((folder) => sourceFiles(join(root, folder), /\.(tsx?|astro)$/))) {
    const from = relative(root, file);
    for (const match of readFileSync(file, 'utf8').matchAll(ANY_IMPORT)) {
      const to = relative(root, resolve(dirname(file), match[1]!));
      if (rules.some((rule) => breaks(rule, from, to))) breaches.push([from, to]);
    }
  }
  return breaches.sort(([a, b], [c, d]) => a.localeCompare(c) || b.localeCompare(d));
}

/**
 * Where an amount may change unit (integer minor units inside, the API's decimals outside): the
 * worker's request readers and answer writers, the site's reading of answers
 * (domain/contracts/amounts.ts), the schemas of amounts a person types, and formatting.
 */
export const MONEY_EDGES: readonly RegExp[] = [
  /^worker\/src\/http\/amounts\.ts$/,
  new RegExp(String.raw`^${RESOURCE}(?:.*/)?(?:[\w-]+-)?(?:request|answer)\.ts$`),
  /^domain\/contracts\/(?:order-|card-)?amounts\.ts$/,
  /^domain\/(?:food-form|coupon-form|store-settings|fulfilment\/settings|locations\/location-form)\.ts$/,
  /^domain\/(?:money|currency|reports)\.ts$/,
];
const MONEY_CONVERSION = /\b(?:dollarsToCents|centsToDollars)\s*\(/g;

/** Each call that changes an amount's unit outside MONEY_EDGES, as 'file:line'; tests aside. */
export function findMoneyConversions(root = ROOT, folders = SOURCE_FOLDERS, edges = MONEY_EDGES): string[] {
  const found: string[] = [];
  for (const file of folders.flatMap((folder) => sourceFiles(join(root, folder), /\.(tsx?|astro)$/))) {
    const from = relative(root, file);
    if (/\.test\.tsx?$/.test(from) || edges.some((edge) => edge.test(from))) continue;
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(MONEY_CONVERSION)) {
      if (/function\s+$/.test(text.slice(Math.max(0, match.index - 16), match.index))) continue;
      found.push(`${from}:${text.slice(0, match.index).split('\n').length}`);
    }
  }
  return found.sort();
}

if (import.meta.main) {
  const cycles = findImportCycles();
  for (const cycle of cycles) console.log(cycle.join(' → '));
  console.log(cycles.length === 0 ? 'No import cycles.' : `${cycles.length} import cycles.`);
  const breaches = findLayerBreaches();
  for (const [from, to] of breaches) console.log(`${from} → ${to}`);
  console.log(breaches.length === 0 ? 'No layer rule broken.' : `${breaches.length} imports break the layer rules.`);
  const conversions = findMoneyConversions();
  for (const at of conversions) console.log(`${at} changes an amount's unit outside the money edges`);
  console.log(conversions.length === 0 ? 'Amounts change unit only at the edges.' : `${conversions.length} amounts change unit inside.`);
  process.exitCode = cycles.length === 0 && breaches.length === 0 && conversions.length === 0 ? 0 : 1;
}
