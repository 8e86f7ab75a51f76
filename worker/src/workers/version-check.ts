import type { Versions } from '../versions/versions.ts';

/**
 * The change counters of docs/decisions/008 as a Workers isolate sees them: read at most once
 * per `intervalMs`, on the request that finds the last reading too old (isolates have no timer
 * between requests). Concurrent callers share one read; a failed read is retried by the next.
 */
export interface VersionCheck {
  /** The last reading while it is recent, for the synchronous fast path; otherwise undefined. */
  recent(): Versions | undefined;
  /** The last reading if recent, else a new one. */
  current(): Promise<Versions>;
  /** Drops the last reading, so the next caller reads anew (after this isolate's own write). */
  forget(): void;
}

export function createVersionCheck(read: () => Promise<Versions>, intervalMs: number, now: () => number = Date.now): VersionCheck {
  let last: { versions: Versions; at: number } | undefined;
  let reading: Promise<Versions> | undefined;
  const recent = () => (last && now() - last.at < intervalMs ? last.versions : undefined);
  return {
    recent,
    current() {
      const versions = recent();
      if (versions) return Promise.resolve(versions);
      reading ??= read()
        .then((read) => {
          last = { versions: read, at: now() };
          return read;
        })
        .finally(() => (reading = undefined));
      return reading;
    },
    forget() {
      last = undefined;
    },
  };
}
