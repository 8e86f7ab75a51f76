import type { Database } from '../../../db/client.ts';
import { readVersions, type VersionName, type Versions } from '../versions/versions.ts';

/** How often a process looks for changes made by others: the most its menu can lag behind. */
export const FOLLOW_INTERVAL_MS = 250;

export interface FollowOptions {
  /** The versions read before the data now in memory was loaded. */
  since: Versions;
  /** Reloads for each kind of data this process keeps in memory. */
  reload: Partial<Record<VersionName, () => Promise<unknown>>>;
  intervalMs?: number;
  /** Where a failed check or reload is reported (it is retried on the next tick). */
  onError?: (error: unknown) => void;
}

/**
 * Keeps what this process holds in memory (the menu, the store details in its pages) in step
 * with writes made by other processes on the same database file (docs/decisions/008): every
 * `intervalMs`, one small read of the version counters in app_meta, and a reload of whatever
 * changed. Off the request path, so serving the menu costs nothing more. A write in this process
 * reloads at once and is then seen here too: one extra reload per admin write.
 */
export function followOtherProcesses(db: Database, options: FollowOptions): { stop(): void } {
  let seen = { ...options.since };
  let running = false;
  let stopped = false;

  async function check() {
    if (running || stopped) return;
    running = true;
    try {
      const now = await readVersions(db);
      for (const [name, reload] of Object.entries(options.reload) as [VersionName, () => Promise<unknown>][]) {
        if (now[name] === seen[name]) continue;
        await reload();
        seen = { ...seen, [name]: now[name] };
      }
    } catch (error) {
      if (!stopped) options.onError?.(error);
    } finally {
      running = false;
    }
  }

  const timer = setInterval(() => void check(), options.intervalMs ?? FOLLOW_INTERVAL_MS);
  timer.unref();
  return {
    stop() {
      stopped = true;
      clearInterval(timer);
    },
  };
}
