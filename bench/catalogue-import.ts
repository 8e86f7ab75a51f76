// Importing a grocer's catalogue from a CSV file (budget: 5,000 rows in ≤ 10 s), on the server as
// `npm start` runs it over a fresh database: the file is checked (a dry run), imported (every
// product new, 60 categories, stock counted), then imported again unchanged, each timed from the
// request to its answer; the median of --runs fresh servers is printed with every run.
//   node bench/catalogue-import.ts [--rows 5000] [--runs 3]
import { parseArgs } from 'node:util';
import { BENCH_ADMIN_ENV, signInBenchAdmin } from './support/bench-admin.ts';
import { startDoorstep } from './support/servers.ts';

export const IMPORT_BUDGET_MS = 10_000;
const CATEGORIES = 60;

/** A file of `rows` products with every column a grocer fills: SKU, barcode-free, content, stock, tags. */
export function catalogueCsv(rows: number): string {
  const lines = ['sku,name,category,price,description,available,content_amount,content_unit,track_stock,stock,low_stock_at,dietary'];
  for (let index = 0; index < rows; index++) {
    const category = `Aisle ${(index % CATEGORIES) + 1}`;
    const price = (1 + (index % 900) / 100).toFixed(2);
    lines.push(
      `SKU-${index},Product ${index} 500 g,${category},${price},"Bench product ${index}, packed.",yes,500,g,yes,${index % 50},5,vegan`,
    );
  }
  return lines.join('\r\n');
}

export interface ImportFigures {
  rows: number;
  dryRunMs: number;
  importMs: number;
  againMs: number;
}

/** One import of `rows` rows into a fresh shop: checked, imported, then imported again unchanged. */
export async function catalogueImportRun(rows: number): Promise<ImportFigures> {
  const server = await startDoorstep({ env: BENCH_ADMIN_ENV });
  try {
    const cookie = await signInBenchAdmin(server.url);
    const csv = catalogueCsv(rows);
    const send = async (dryRun: boolean, expect: Record<string, number>) => {
      const started = performance.now();
      const response = await fetch(`${server.url}/api/admin/catalogue/import${dryRun ? '?dryRun=1' : ''}`, {
        method: 'POST',
        headers: { 'content-type': 'text/csv', cookie, origin: server.url },
        body: csv,
      });
      const took = performance.now() - started;
      const body = (await response.json()) as { data?: Record<string, unknown> };
      for (const [key, value] of Object.entries(expect)) {
        if (body.data?.[key] !== value) throw new Error(`import answered ${response.status} ${JSON.stringify(body).slice(0, 300)}`);
      }
      return took;
    };
    const dryRunMs = await send(true, { created: rows });
    const importMs = await send(false, { created: rows });
    const againMs = await send(false, { unchanged: rows });
    return { rows, dryRunMs, importMs, againMs };
  } finally {
    await server.stop();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

if (import.meta.main) {
  const { values } = parseArgs({ options: { rows: { type: 'string', default: '5000' }, runs: { type: 'string', default: '3' } } });
  const runs: ImportFigures[] = [];
  for (let run = 0; run < Number(values.runs); run++) runs.push(await catalogueImportRun(Number(values.rows)));
  for (const figures of runs) {
    console.log(
      `${figures.rows} rows: checked in ${(figures.dryRunMs / 1000).toFixed(2)} s, imported in ${(figures.importMs / 1000).toFixed(2)} s, again unchanged in ${(figures.againMs / 1000).toFixed(2)} s`,
    );
  }
  const importMs = median(runs.map((figures) => figures.importMs));
  console.log(`median import: ${(importMs / 1000).toFixed(2)} s (budget: ≤ ${IMPORT_BUDGET_MS / 1000} s)`);
  if (importMs > IMPORT_BUDGET_MS) process.exitCode = 1;
}
