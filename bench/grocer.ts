// A grocer's catalogue, 5,000 products in 60 categories (bench/seed-menu.ts), against its budgets
// (docs/product/large-catalogue.md): the home page, the menu, a category's page and a product's
// page each keep first-load JS ≤ 80 KB and Lighthouse mobile ≥ 98; a keystroke's search takes
// ≤ 16 ms at 4× CPU slowdown; importing 5,000 rows takes ≤ 10 s. Measured one after the other:
//   node bench/grocer.ts [--dishes 5000] [--categories 60] [--runs 3]
// The orders bench with stock tracked is its own: node bench/api-orders.ts --stock.
import { parseArgs } from 'node:util';
import { catalogueImportRun, IMPORT_BUDGET_MS } from './catalogue-import.ts';
import { LIGHTHOUSE_BUDGET, measureLighthouse, meetsLighthouseBudget, printLighthouseFigures } from './lighthouse.ts';
import { measureMenuSearch, SEARCH_KEYSTROKE_BUDGET_MS } from './menu-search.ts';
import { HOME_JS_BUDGET_KB, measurePageJs, printPageJsFigures } from './page-js.ts';

/** The pages a grocer's customer moves through: Bakery is one of the seeded aisles, Margherita a demo product. */
export const GROCER_PATHS = ['/', '/menu', '/menu?category=Bakery', '/dish/margherita-pizza'];

const { values } = parseArgs({
  options: {
    dishes: { type: 'string', default: '5000' },
    categories: { type: 'string', default: '60' },
    runs: { type: 'string', default: '3' },
  },
});
const catalogue = { dishes: Number(values.dishes), categories: Number(values.categories) };
console.log(`A grocer's catalogue: ${catalogue.dishes} products in ${catalogue.categories} categories\n`);

const pages = await measurePageJs(GROCER_PATHS, catalogue);
printPageJsFigures(pages);
console.log();
const lighthouse = await measureLighthouse({ ...catalogue, paths: GROCER_PATHS, runs: Number(values.runs) });
printLighthouseFigures(lighthouse);
console.log();
const search = await measureMenuSearch(catalogue);
console.log(
  `search (${search.source}'s index, ${search.indexFetch.sentKb.toFixed(0)} KB sent, ready in ${search.readyMs.toFixed(0)} ms): ` +
    `${search.keystrokes} keystrokes, median ${search.medianMs.toFixed(1)} ms, slowest ${search.maxMs.toFixed(1)} ms at 4× CPU (bi ${search.benchmarkIndex})`,
);
const imported = await catalogueImportRun(catalogue.dishes);
console.log(`import of ${imported.rows} rows: ${(imported.importMs / 1000).toFixed(2)} s`);

const rows: [string, string, string, boolean][] = [
  ...pages.map((page): [string, string, string, boolean] => [
    `JS ${page.path}, ${page.viewport}`,
    `${page.firstLoadKb.toFixed(1)} KB first load, HTML ${page.htmlKb.toFixed(1)} KB`,
    `≤ ${HOME_JS_BUDGET_KB} KB`,
    page.firstLoadKb <= HOME_JS_BUDGET_KB,
  ]),
  ...lighthouse.map((page): [string, string, string, boolean] => [
    `Lighthouse ${page.path}`,
    `${page.performance}/${page.accessibility}/${page.bestPractices}/${page.seo}, TBT ${Math.round(page.tbtMs)} ms (bi ${page.benchmarkIndex})`,
    `≥ ${LIGHTHOUSE_BUDGET.performance}, TBT ≤ ${LIGHTHOUSE_BUDGET.tbtMs} ms`,
    meetsLighthouseBudget(page),
  ]),
  [
    'search, a keystroke at 4× CPU',
    `median ${search.medianMs.toFixed(1)} ms, slowest ${search.maxMs.toFixed(1)} ms`,
    `≤ ${SEARCH_KEYSTROKE_BUDGET_MS} ms`,
    search.maxMs <= SEARCH_KEYSTROKE_BUDGET_MS,
  ],
  [
    `import ${imported.rows} rows`,
    `${(imported.importMs / 1000).toFixed(2)} s`,
    `≤ ${IMPORT_BUDGET_MS / 1000} s`,
    imported.importMs <= IMPORT_BUDGET_MS,
  ],
];
console.log('\nBudgets');
for (const [what, figure, budget, met] of rows) console.log(`${met ? 'ok  ' : 'OVER'}  ${what.padEnd(44)} ${figure.padEnd(48)} ${budget}`);
if (rows.some(([, , , met]) => !met)) process.exitCode = 1;
