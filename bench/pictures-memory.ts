// Whether the Node server gives back the memory a picture takes to resize (budget: after 20
// phone photos its RSS is within 20 MB of where it was once the first had warmed it up).
//   node bench/pictures-memory.ts [--photos 20] [--large]
// The server is Doorstep's as `npm start` runs it (the bundle, its Node flags, the site in memory)
// over a fresh database. The owner uploads a 12-megapixel JPEG (4000 × 3000, noisy like a photo)
// as a dish picture `--photos` times, one after another; the server's VmRSS is read from
// /proc/<pid>/status when it has started, after the first upload's thread has ended (the
// baseline), every 50 ms during the rest (the peak), and once their thread has ended. --large
// then uploads one 40-megapixel photo (7296 × 5472) and prints its peak and what it leaves.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { PICTURE_THREAD_IDLE_MS } from '../worker/src/node/picture-resizer-thread.ts';
import { startDoorstep } from './support/servers.ts';

export const RSS_RETURN_BUDGET_MB = 20;
const OWNER = { email: 'owner@bench.test', password: 'bench-password-123' };
/** Long enough for the picture thread to have ended and exited. */
const SETTLE_MS = PICTURE_THREAD_IDLE_MS + 2_000;

const { values } = parseArgs({ options: { photos: { type: 'string', default: '20' }, large: { type: 'boolean', default: false } } });
const photos = Number(values.photos);

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

function rssMb(pid: number): number {
  const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Number(kb) / 1024;
}

/** A camera-like JPEG: noise keeps it from compressing to nothing, as a real photo's detail does. */
async function photo(width: number, height: number): Promise<Uint8Array<ArrayBuffer>> {
  const noise = { type: 'gaussian' as const, mean: 128, sigma: 30 };
  return new Uint8Array(
    await sharp({ create: { width, height, channels: 3, background: '#808080', noise } })
      .blur(1.5)
      .jpeg({ quality: 85 })
      .toBuffer(),
  );
}

const server = await startDoorstep();
try {
  const login = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(OWNER),
  });
  if (login.status !== 200) throw new Error(`sign-in: ${login.status} ${await login.text()}`);
  const cookie = login.headers
    .getSetCookie()
    .find((line) => line.startsWith('doorstep_session='))!
    .split(';')[0]!;
  const upload = async (bytes: Uint8Array<ArrayBuffer>) => {
    const started = performance.now();
    const response = await fetch(`${server.url}/api/pictures?kind=dish`, {
      method: 'POST',
      headers: { 'content-type': 'image/jpeg', cookie },
      body: bytes,
    });
    if (response.status !== 201) throw new Error(`upload: ${response.status} ${await response.text()}`);
    return performance.now() - started;
  };
  /** Runs `work` while reading the server's RSS every 50 ms; answers the highest seen. */
  const peakDuring = async (work: () => Promise<unknown>) => {
    let peak = rssMb(server.pid);
    const timer = setInterval(() => (peak = Math.max(peak, rssMb(server.pid))), 50);
    try {
      await work();
    } finally {
      clearInterval(timer);
    }
    return Math.max(peak, rssMb(server.pid));
  };

  const phone = await photo(4000, 3000);
  await sleep(2_000);
  const started = rssMb(server.pid);
  const firstMs = await upload(phone);
  await sleep(SETTLE_MS);
  const baseline = rssMb(server.pid);
  const times: number[] = [];
  const peak = await peakDuring(async () => {
    for (let i = 1; i < photos; i++) times.push(await upload(phone));
  });
  await sleep(SETTLE_MS);
  const after = rssMb(server.pid);
  times.sort((a, b) => a - b);
  const mb = (value: number) => `${value.toFixed(1)} MB`;
  console.log(`${photos} uploads of a 12-megapixel JPEG (${mb(phone.byteLength / 1024 / 1024)}), one after another:`);
  console.log(`  RSS at start ${mb(started)}; after the first upload (${firstMs.toFixed(0)} ms) and its thread ended ${mb(baseline)}`);
  console.log(
    `  peak during the other ${photos - 1} ${mb(peak)}; after their thread ended ${mb(after)} (${(after - baseline >= 0 ? '+' : '') + (after - baseline).toFixed(1)} MB)`,
  );
  console.log(`  upload time median ${times[Math.floor(times.length / 2)]?.toFixed(0)} ms, max ${times.at(-1)?.toFixed(0)} ms`);
  const ok = Math.abs(after - baseline) <= RSS_RETURN_BUDGET_MB;
  console.log(`  budget: back within ${RSS_RETURN_BUDGET_MB} MB of the baseline: ${ok ? 'met' : 'MISSED'}`);

  if (values.large) {
    const large = await photo(7296, 5472);
    let ms = 0;
    const largePeak = await peakDuring(async () => (ms = await upload(large)));
    await sleep(SETTLE_MS);
    console.log(
      `one 40-megapixel JPEG (${mb(large.byteLength / 1024 / 1024)}, ${ms.toFixed(0)} ms): peak ${mb(largePeak)}, after its thread ended ${mb(rssMb(server.pid))}`,
    );
  }
  if (!ok) process.exitCode = 1;
} finally {
  await server.stop();
}
