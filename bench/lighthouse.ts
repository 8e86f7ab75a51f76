// Lighthouse, mobile preset with devtools throttling (real 4× CPU slowdown and a slow 4G link, not
// a simulation), on the server `npm start` runs: the home page, /menu, a dish page, /cart and
// /checkout (budget: performance ≥ 98 and LCP ≤ 1.5 s on each), on the demo menu or, with
// --dishes 200, on a menu of that many dishes (bench/seed-menu.ts).
//   node bench/lighthouse.ts [--runs 3] [--throttling devtools|simulate] [--dishes 200] [--out reports/] [path ...]
// Uses the workplace's measuring tools (../shared/tools/perf, or PERF_DIR): Lighthouse in
// Debian's Chromium; installs them into /tmp/perf/tools on first use.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { startDoorstep } from './support/servers.ts';

export const LIGHTHOUSE_PATHS = ['/', '/menu', '/dish/margherita-pizza', '/cart', '/checkout'];
export const LIGHTHOUSE_BUDGET = { performance: 98, lcpMs: 1_500 };

const PERF_DIR = resolve(process.env.PERF_DIR ?? join(import.meta.dirname, '../../shared/tools/perf'));
const TOOLS_DIR = process.env.PERF_TOOLS_DIR ?? '/tmp/perf/tools';

export interface LighthouseFigures {
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

export interface LighthouseOptions {
  paths?: string[];
  /** Runs per page; the run with the median performance score is reported. */
  runs?: number;
  throttling?: 'devtools' | 'simulate';
  /** Keep the reports (JSON + HTML) in this folder; otherwise they go to a temporary one. */
  out?: string;
  /** Measure on a menu of this many dishes instead of the demo's. */
  dishes?: number;
}

export async function measureLighthouse(options: LighthouseOptions = {}): Promise<LighthouseFigures[]> {
  const { paths = LIGHTHOUSE_PATHS, runs = 1, throttling = 'devtools' } = options;
  ensureTools();
  const reports = options.out ? resolve(options.out) : mkdtempSync(join(tmpdir(), 'doorstep-lighthouse-'));
  const server = await startDoorstep({ dishes: options.dishes });
  try {
    return paths.map((path) => {
      const out = join(reports, path.replaceAll('/', '-') || 'home');
      const result = spawnSync('bash', [join(PERF_DIR, 'lighthouse.sh'), server.url + path, out], {
        env: { ...process.env, PRESETS: 'mobile', RUNS: String(runs), LH_EXTRA: `--throttling-method=${throttling}` },
        encoding: 'utf8',
      });
      const runFigures = Array.from({ length: runs }, (_, index) => join(out, `mobile-${index + 1}.report.json`))
        .filter((file) => existsSync(file))
        .map((file) => readReport(path, file));
      if (runFigures.length === 0) throw new Error(`Lighthouse gave no report for ${path}:\n${result.stderr}`);
      runFigures.sort((a, b) => a.performance - b.performance);
      return runFigures[Math.floor(runFigures.length / 2)]!;
    });
  } finally {
    await server.stop();
    if (!options.out) rmSync(reports, { recursive: true, force: true });
  }
}

function ensureTools(): void {
  if (!existsSync(join(PERF_DIR, 'lighthouse.sh'))) {
    throw new Error(`Lighthouse tools not found at ${PERF_DIR} (set PERF_DIR to the folder with lighthouse.sh)`);
  }
  if (existsSync(join(TOOLS_DIR, 'node_modules/.bin/lighthouse'))) return;
  const install = spawnSync('bash', [join(PERF_DIR, 'install-tools.sh')], { stdio: ['ignore', 'ignore', 'inherit'] });
  if (install.status !== 0) throw new Error('Installing the Lighthouse tools failed; see above.');
}

interface LighthouseReport {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number }>;
}

function readReport(path: string, file: string): LighthouseFigures {
  const report = JSON.parse(readFileSync(file, 'utf8')) as LighthouseReport;
  const score = (category: string) => Math.round((report.categories[category]?.score ?? 0) * 100);
  const audit = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
  return {
    path,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: audit('first-contentful-paint'),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
  };
}

export function printLighthouseFigures(figures: LighthouseFigures[]): void {
  console.log('Lighthouse mobile            perf  a11y    bp   seo     FCP     LCP    TBT    CLS');
  for (const f of figures) {
    console.log(
      `${f.path.padEnd(28)} ${[f.performance, f.accessibility, f.bestPractices, f.seo].map((n) => String(n).padStart(4)).join('  ')}  ${seconds(f.fcpMs)}  ${seconds(f.lcpMs)}  ${Math.round(f.tbtMs).toString().padStart(4)} ms  ${f.cls.toFixed(3)}`,
    );
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`.padStart(6);

if (import.meta.main) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      runs: { type: 'string', default: '1' },
      throttling: { type: 'string', default: 'devtools' },
      out: { type: 'string' },
      dishes: { type: 'string' },
    },
  });
  const throttling = values.throttling === 'simulate' ? 'simulate' : 'devtools';
  console.log(`throttling: ${throttling}${values.dishes ? `, menu of ${values.dishes} dishes` : ''}`);
  printLighthouseFigures(
    await measureLighthouse({
      paths: positionals.length ? positionals : LIGHTHOUSE_PATHS,
      runs: Number(values.runs),
      throttling,
      out: values.out,
      dishes: values.dishes ? Number(values.dishes) : undefined,
    }),
  );
}
