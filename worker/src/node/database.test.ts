import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './database.ts';

const folder = mkdtempSync(join(tmpdir(), 'doorstep-database-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('the embedded database', () => {
  it('syncs every commit of its write-ahead log, so an acknowledged write survives a power cut', async () => {
    const { client } = await openDatabase(`file:${join(folder, 'shop.db')}`);
    try {
      expect((await client.execute('PRAGMA journal_mode')).rows[0]?.[0]).toBe('wal');
      // 2: FULL. NORMAL (1) would keep a commit through a crash of the process, not of the machine.
      expect((await client.execute('PRAGMA synchronous')).rows[0]?.[0]).toBe(2);
    } finally {
      client.close();
    }
  });
});
