import { closeSync, fdatasync, openSync } from 'node:fs';

/**
 * Puts a connection's commits on disk from libuv's thread pool rather than inside COMMIT
 * (docs/decisions/016). With `synchronous = FULL` SQLite syncs the write-ahead log inside every
 * COMMIT, and since libSQL runs statements on the thread that answers requests, the whole server
 * waited for the disk (0.5 ms at the median on the hosts measured, 4–12 ms at the tail) once per
 * group of orders. Here the connection runs `synchronous = NORMAL` (the log is appended, not
 * synced) and the embedded client answers a commit only once `durable()` has settled: once an
 * fdatasync of the log that began after that commit has returned. Meanwhile the event loop goes on
 * serving, so the next group forms and commits while the disk works, and one sync serves every
 * commit made before it began. An answered write is on disk exactly as with FULL, whose sync in WAL
 * mode is this same sync of the log; checkpoints still sync the log before copying it and the
 * database file after (NORMAL's own rule).
 *
 * What differs from FULL: for the length of a sync, a committed change can be read (by this
 * process or another) before it is on disk. A power cut then loses it, but no one was told it
 * was saved, and anything written after it and answered is behind the same or a later sync.
 */
export class WalSync {
  #file: string;
  #fd: number | undefined;
  #commits = 0;
  #synced = 0;
  #syncing = false;
  #closed = false;
  #waiting: { upTo: number; resolve(): void; reject(error: unknown): void }[] = [];
  #whenIdle: (() => void)[] = [];

  #onSynced: () => void;

  /**
   * `walFile`: the log, `<database>-wal`. It stays the same file while a connection to the database
   * is open. `onSynced` is told after each sync that put new commits on disk.
   */
  constructor(walFile: string, onSynced: () => void = () => {}) {
    this.#file = walFile;
    this.#onSynced = onSynced;
  }

  /** How many commits have been noted: compare before and after a call to know whether it committed. */
  get commits(): number {
    return this.#commits;
  }

  noteCommit(): void {
    this.#commits++;
  }

  /** Whether a sync is running now. */
  get syncing(): boolean {
    return this.#syncing;
  }

  /** Runs `then` once the sync running now has returned. */
  whenIdle(then: () => void): void {
    this.#whenIdle.push(then);
  }

  /** Settles once every commit noted so far is on disk; rejects if the sync failed (the write may be lost). */
  durable(): Promise<void> {
    if (this.#synced >= this.#commits) return Promise.resolve();
    return new Promise((resolve, reject) => {
      this.#waiting.push({ upTo: this.#commits, resolve, reject });
      this.#sync();
    });
  }

  close(): void {
    this.#closed = true;
    if (!this.#syncing) this.#closeFile();
  }

  #sync(): void {
    if (this.#syncing) return;
    let fd: number;
    try {
      fd = this.#fd ??= openSync(this.#file, 'r');
    } catch (error) {
      // No log yet: nothing has been written to one (a PRAGMA, say), so nothing waits for the disk.
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') this.#synced = this.#commits;
      this.#settle(this.#commits, (error as NodeJS.ErrnoException).code === 'ENOENT' ? undefined : error);
      return;
    }
    this.#syncing = true;
    const upTo = this.#commits;
    fdatasync(fd, (error) => {
      this.#syncing = false;
      const newlySynced = !error && upTo > this.#synced;
      if (newlySynced) this.#synced = upTo;
      this.#settle(upTo, error);
      if (newlySynced) this.#onSynced();
      const idle = this.#whenIdle;
      this.#whenIdle = [];
      for (const then of idle) then();
      if (this.#closed) this.#closeFile();
      else if (this.#waiting.length > 0) this.#sync();
    });
  }

  #settle(upTo: number, error: unknown): void {
    const waiting = this.#waiting;
    this.#waiting = [];
    for (const each of waiting) {
      if (each.upTo > upTo) this.#waiting.push(each);
      else if (error) each.reject(error);
      else each.resolve();
    }
  }

  #closeFile(): void {
    if (this.#fd === undefined) return;
    closeSync(this.#fd);
    this.#fd = undefined;
  }
}
