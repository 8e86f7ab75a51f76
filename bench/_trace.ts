// temporary: trace a page load at 6x CPU and list long tasks with their main children
import { chromium } from 'playwright-core';
import { startDoorstep } from './support/servers.ts';
import { writeFileSync } from 'node:fs';
const path = process.argv[2] ?? '/';
const slow = Number(process.argv[3] ?? 6);
const server = await startDoorstep({});
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await (await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true })).newPage();
const cdp = await page.context().newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: slow });
await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing', 'loading', 'disabled-by-default-v8.cpu_profiler'] });
await page.goto(server.url + path);
await page.waitForTimeout(6000);
const buf = await browser.stopTracing();
console.log('served markup left:', await page.locator('[data-menu-static]').count());
writeFileSync('/tmp/tools/trace.json', buf);
await browser.close(); await server.stop();
const events = JSON.parse(buf.toString()).traceEvents as any[];
const start = events.find((e) => e.name === 'navigationStart')?.ts ?? events[0].ts;
const fcp = events.find((e) => e.name === 'firstContentfulPaint')?.ts ?? start;
const main = events.filter((e) => e.name === 'RunTask' && e.dur > 50000 && e.ts > fcp);
console.log('FCP', Math.round((fcp - start) / 1000), 'TBT~', Math.round(main.reduce((s, t) => s + t.dur / 1000 - 50, 0)));
for (const task of main) {
  const kids = events.filter((e) => e.tid === task.tid && e.pid === task.pid && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= task.ts + task.dur && e.dur > 5000 && e !== task);
  const sum: Record<string, number> = {};
  for (const k of kids) { const key = k.name + (k.args?.data?.url ? ' ' + k.args.data.url.split('/').pop() : '') + (k.args?.data?.functionName ? ' ' + k.args.data.functionName : ''); sum[key] = Math.max(sum[key] ?? 0, k.dur / 1000); }
  console.log(`task @${Math.round((task.ts - start) / 1000)}ms ${Math.round(task.dur / 1000)}ms`, Object.entries(sum).sort((a, b) => b[1] - a[1]).slice(0, 8).map(([k, v]) => `${k}=${Math.round(v)}`).join(' | '));
}
