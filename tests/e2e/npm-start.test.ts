import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT } from './support/server.ts';

// `npm start` as an owner runs it (scripts/start.ts), after the e2e setup has built the site and
// the server bundle: nothing to rebuild, a shop at the printed address, Ctrl+C stops it cleanly.
describe('npm start', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'doorstep-npm-start-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('serves the shop at the printed address and stops on Ctrl+C with exit code 0', async () => {
    const start = spawn(process.execPath, ['scripts/start.ts'], {
      cwd: ROOT,
      env: {
        ...process.env,
        HOST: '127.0.0.1',
        PORT: '0',
        DATABASE_URL: `file:${join(dataDir, 'shop.db')}`,
        ADMIN_EMAIL: '',
        ADMIN_PASSWORD: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      // Its own process group, as in a terminal, so Ctrl+C can be sent to the group below.
      detached: true,
    });
    let output = '';
    start.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    start.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => start.on('exit', (code) => resolve(code)));
    try {
      await expect.poll(() => /Doorstep is running at (http:\/\/\S+)/.exec(output)?.[1], { timeout: 30_000 }).toBeDefined();
      const url = /Doorstep is running at (http:\/\/\S+)/.exec(output)![1]!;
      expect(output, 'the e2e setup built everything already').not.toMatch(/Building the site|Bundling the server/);
      expect(output).toMatch(/email:\s+admin@localhost/);

      expect(await (await fetch(`${url}/api/health`)).json()).toMatchObject({ success: true, data: { status: 'ok' } });
      const home = await fetch(url);
      expect(home.status).toBe(200);
      expect(await home.text()).toContain('Fresh &amp; Halal');
      expect(((await (await fetch(`${url}/api/foods`)).json()) as unknown[]).length).toBeGreaterThan(0);

      // A terminal's Ctrl+C reaches the whole group: start.ts and the server both get it (and
      // start.ts passes it on), so the server hears it twice and must stop once.
      process.kill(-start.pid!, 'SIGINT');
      expect(await exited).toBe(0);
      expect(output.match(/SIGINT received, stopping Doorstep/g)).toHaveLength(1);
      await expect(fetch(`${url}/api/health`)).rejects.toThrow();
    } finally {
      if (start.exitCode === null) process.kill(-start.pid!, 'SIGKILL');
    }
  });
});
