// Every budgeted figure (menu API speed, orders per second and the server's memory, the home
// page's JavaScript, Lighthouse on the shop's pages), measured one after the other in one run on
// this machine, then printed together against its budget:
//   npm run bench                    (≈ 7 min: menu 3 × 10 s × 2 servers, orders 60 s, pages, Lighthouse)
//   npm run bench -- --quick         (shorter runs, to try the runner; figures not for the README)
//   npm run bench -- --dishes 200    (the page benches on a 200-dish menu, bench/seed-menu.ts)
// Each part can also run alone: bench/api-menu.ts, api-orders.ts, reports-csv.ts, desk-stream.ts, desk-memory.ts, page-js.ts, lighthouse.ts.
import { availableParallelism, cpus } from 'node:os';
import { parseArgs } from 'node:util';
import { MENU_BUDGET_RATIO, measureMenu, printMenuFigures } from './api-menu.ts';
import { ORDERS_BUDGET_PER_SECOND, RSS_BUDGET_MB, measureOrders, printOrdersFigures } from './api-orders.ts';
import { LIGHTHOUSE_BUDGET, measureLighthouse, meetsLighthouseBudget, printLighthouseFigures } from './lighthouse.ts';
import { HOME_JS_BUDGET_KB, measurePageJs, printPageJsFigures } from './page-js.ts';
import { measureCsvExport } from './reports-csv.ts';
import { DESK_STREAM_P95_BUDGET_MS, measureDeskStream, meetsDeskStreamBudget, printDeskStreamFigures } from './desk-stream.ts';
import { STREAMS_RSS_BUDGET_MB, measureDeskMemory, meetsDeskMemoryBudget, printDeskMemoryFigures } from './desk-memory.ts';

const { values } = parseArgs({ options: { quick: { type: 'boolean', default: false }, dishes: { type: 'string' } } });
const quick = values.quick;
const dishes = values.dishes ? Number(values.dishes) : undefined;

console.log(`Doorstep benchmarks on ${availableParallelism()} × ${cpus()[0]?.model ?? 'CPU'}, Node ${process.version}\n`);

const menu = await measureMenu(quick ? { seconds: 3, rounds: 1 } : {});
printMenuFigures(menu);
console.log();
const orders = await measureOrders({ seconds: quick ? 10 : 60 });
printOrdersFigures(orders);
console.log();
const scheduled = await measureOrders({ seconds: quick ? 5 : 20, fulfilment: true });
printOrdersFigures(scheduled);
console.log();
const taxed = await measureOrders({ seconds: quick ? 5 : 20, money: true });
printOrdersFigures(taxed);
console.log();
const exports = await measureCsvExport(quick ? 20_000 : 100_000);
for (const f of exports)
  console.log(
    `${f.kind} of ${f.orders} orders: ${f.seconds.toFixed(1)} s, server peak RSS ${f.peakBeforeMb.toFixed(0)} → ${f.peakAfterMb.toFixed(0)} MB`,
  );
console.log();
const desk = await measureDeskStream(quick ? { orders: 20 } : {});
printDeskStreamFigures(desk);
console.log();
const deskMemory = await measureDeskMemory();
printDeskMemoryFigures(deskMemory);
console.log();
const pages = await measurePageJs(['/', '/checkout'], { dishes });
printPageJsFigures(pages);
console.log();
const lighthouse = await measureLighthouse({ runs: quick ? 1 : 3, dishes });
printLighthouseFigures(lighthouse);

const rows: [string, string, string, boolean][] = [
  ['menu API vs bare Hono', `${menu.ratio.toFixed(2)}×`, `≥ ${MENU_BUDGET_RATIO}×`, menu.ratio >= MENU_BUDGET_RATIO],
  [
    'orders at 10 connections',
    `${orders.ordersPerSecond.toFixed(0)}/s, ${orders.errors} errors, ${orders.missing} lost`,
    `≥ ${ORDERS_BUDGET_PER_SECOND.toLocaleString('en-US')}/s`,
    orders.ordersPerSecond >= ORDERS_BUDGET_PER_SECOND && orders.errors === 0 && orders.missing === 0,
  ],
  [
    'orders with a slot and a delivery zone',
    `${scheduled.ordersPerSecond.toFixed(0)}/s, ${scheduled.errors} errors, ${scheduled.missing} lost`,
    `≥ ${ORDERS_BUDGET_PER_SECOND.toLocaleString('en-US')}/s`,
    scheduled.ordersPerSecond >= ORDERS_BUDGET_PER_SECOND && scheduled.errors === 0 && scheduled.missing === 0,
  ],
  [
    'orders with sales tax and a tip',
    `${taxed.ordersPerSecond.toFixed(0)}/s, ${taxed.errors} errors, ${taxed.missing} lost`,
    `≥ ${ORDERS_BUDGET_PER_SECOND.toLocaleString('en-US')}/s`,
    taxed.ordersPerSecond >= ORDERS_BUDGET_PER_SECOND && taxed.errors === 0 && taxed.missing === 0,
  ],
  ...exports.map((f): [string, string, string, boolean] => [
    `${f.kind} export, ${f.orders.toLocaleString('en-US')} orders`,
    `${f.seconds.toFixed(1)} s, peak RSS +${(f.peakAfterMb - f.peakBeforeMb).toFixed(0)} MB`,
    'streams: peak grows < 64 MB',
    f.peakAfterMb - f.peakBeforeMb < 64,
  ]),
  [
    `desk hears a new order (${desk.desks} desks)`,
    `p95 ${desk.p95Ms.toFixed(0)} ms, median ${desk.medianMs.toFixed(0)} ms`,
    `p95 ≤ ${DESK_STREAM_P95_BUDGET_MS} ms`,
    meetsDeskStreamBudget(desk),
  ],
  [
    `${deskMemory.streams} open desk streams`,
    `+${(deskMemory.afterMb - deskMemory.beforeMb).toFixed(1)} MB of server RSS, ${deskMemory.heard} heard an order`,
    `≤ ${STREAMS_RSS_BUDGET_MB} MB`,
    meetsDeskMemoryBudget(deskMemory),
  ],
  [
    `server RSS after ${orders.seconds} s of orders`,
    `${orders.rssMb.toFixed(0)} MB`,
    `≤ ${RSS_BUDGET_MB} MB`,
    orders.rssMb <= RSS_BUDGET_MB,
  ],
  // The checkout's JavaScript is reported; the budget is the home page's.
  ...pages
    .filter((page) => page.path === '/')
    .map((page): [string, string, string, boolean] => [
      `home page JS, ${page.viewport}, first load`,
      `${page.firstLoadKb.toFixed(1)} KB`,
      `≤ ${HOME_JS_BUDGET_KB} KB`,
      page.firstLoadKb <= HOME_JS_BUDGET_KB,
    ]),
  ...lighthouse.map((page): [string, string, string, boolean] => [
    `Lighthouse ${page.path}`,
    `${page.performance}/${page.accessibility}/${page.bestPractices}/${page.seo}, TBT ${Math.round(page.tbtMs)} ms, LCP ${(page.lcpMs / 1000).toFixed(2)} s (bi ${page.benchmarkIndex})`,
    `≥ ${LIGHTHOUSE_BUDGET.performance}/${LIGHTHOUSE_BUDGET.accessibility}/${LIGHTHOUSE_BUDGET.bestPractices}/${LIGHTHOUSE_BUDGET.seo}*, ≤ ${LIGHTHOUSE_BUDGET.tbtMs} ms, ≤ ${LIGHTHOUSE_BUDGET.lcpMs / 1000} s`,
    meetsLighthouseBudget(page),
  ]),
];
console.log(`\nBudgets${quick ? ' (--quick: shorter runs than the budgets name)' : ''}`);
for (const [what, figure, budget, met] of rows) {
  console.log(`${met ? 'ok  ' : 'OVER'}  ${what.padEnd(40)} ${figure.padEnd(60)} ${budget}`);
}
console.log('* perf/a11y/best practices/SEO; on noindex pages (cart, checkout) SEO counts every audit but "is crawlable".');
if (rows.some(([, , , met]) => !met)) process.exitCode = 1;
