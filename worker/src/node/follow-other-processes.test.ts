import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readVersions } from '../versions/versions.ts';
import { migrateDatabase, openDatabase, type OpenedDatabase } from './database.ts';
import { followOtherProcesses } from './follow-other-processes.ts';

let dir: string;
let mine: OpenedDatabase;
let theirs: OpenedDatabase;

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'doorstep-follow-'));
  // Two connections to one file, as two processes would have.
  mine = await openDatabase(`file:${join(dir, 'shop.db')}`);
  await migrateDatabase(mine.db);
  theirs = await openDatabase(`file:${join(dir, 'shop.db')}`);
});

afterEach(() => {
  mine.client.close();
  theirs.client.close();
  rmSync(dir, { recursive: true, force: true });
});

/** What the other process writes: a category (the menu), the store's name (the store details). */
let categories = 0;
const theirMenuWrite = () =>
  theirs.client.execute({
    sql: 'insert into categories (id, name, position) values (?, ?, 0)',
    args: [`c${++categories}`, `Category ${categories}`],
  });
const theirSettingsWrite = () =>
  theirs.client.execute(
    "insert into store_settings (id, store_name) values (1, 'Theirs') on conflict (id) do update set store_name = 'Theirs again'",
  );

const tick = () => new Promise((resolve) => setTimeout(resolve, 60));

describe('followOtherProcesses', () => {
  it('reloads only what another connection changed, once per change', async () => {
    const menu = vi.fn(async () => {});
    const storeDetails = vi.fn(async () => {});
    const follower = followOtherProcesses(mine.db, { since: await readVersions(mine.db), reload: { menu, storeDetails }, intervalMs: 10 });
    try {
      await tick();
      expect(menu).not.toHaveBeenCalled();
      await theirMenuWrite();
      await tick();
      expect(menu).toHaveBeenCalledTimes(1);
      expect(storeDetails).not.toHaveBeenCalled();
      await theirSettingsWrite();
      await tick();
      expect([menu.mock.calls.length, storeDetails.mock.calls.length]).toEqual([1, 1]);
    } finally {
      follower.stop();
    }
  });

  it('tries a failed reload again on the next check', async () => {
    const errors: unknown[] = [];
    const menu = vi.fn().mockRejectedValueOnce(new Error('disk hiccup')).mockResolvedValue(undefined);
    const follower = followOtherProcesses(mine.db, {
      since: await readVersions(mine.db),
      reload: { menu },
      intervalMs: 10,
      onError: (error) => errors.push(error),
    });
    try {
      await theirMenuWrite();
      await tick();
      expect(menu).toHaveBeenCalledTimes(2);
      expect(errors).toHaveLength(1);
    } finally {
      follower.stop();
    }
  });
});
