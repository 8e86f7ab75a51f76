import { createRequire as moduleRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type { Client } from '@libsql/client';

/**
 * How often the checkpointer copies the write-ahead log into the database file. Each copy writes
 * every page changed since the last one once, however many orders changed it meanwhile.
 */
export const CHECKPOINT_INTERVAL_MS = 100;
/**
 * The WAL size (pages) at which the serving connection checkpoints itself (SQLite's automatic
 * checkpoint). The checkpointer has copied nearly all of it by then, so that checkpoint is short;
 * it is what lets the log start over from its beginning while orders keep coming, which bounds
 * the file at about this many 4 KB pages.
 */
export const SERVING_AUTOCHECKPOINT_PAGES = 10_000;

export interface WalCheckpointer {
  stop(): Promise<void>;
}

interface LoopSettings {
  libsqlPath: string;
  file: string;
  intervalMs: number;
}

/**
 * Moves the copying of the write-ahead log into the database file off the thread that answers
 * requests (docs/decisions/016). SQLite's automatic checkpoint runs inside the COMMIT that crosses
 * its threshold, and with two fsyncs it held that commit, and every request behind it, for several
 * milliseconds: over half of all commit time at a rush. Here a worker thread with its own
 * connection checkpoints every CHECKPOINT_INTERVAL_MS in PASSIVE mode, which never waits for or
 * blocks the writer, while the serving connection keeps a large automatic threshold
 * (SERVING_AUTOCHECKPOINT_PAGES) only so that the log restarts and stays bounded.
 */
export async function startWalCheckpointer(
  serving: Client,
  file: string,
  {
    intervalMs = CHECKPOINT_INTERVAL_MS,
    servingThresholdPages = SERVING_AUTOCHECKPOINT_PAGES,
    reportError = (_error: unknown) => {},
  }: { intervalMs?: number; servingThresholdPages?: number; reportError?: (error: unknown) => void } = {},
): Promise<WalCheckpointer> {
  await serving.execute(`PRAGMA wal_autocheckpoint = ${servingThresholdPages}`);
  const settings: LoopSettings = { libsqlPath: moduleRequire(import.meta.url).resolve('libsql'), file, intervalMs };
  const worker = new Worker(`(${checkpointLoop.toString()})(process.getBuiltinModule('node:worker_threads').workerData)`, {
    eval: true,
    workerData: settings,
    // It holds one connection and a timer: the smallest heap V8 allows is plenty.
    resourceLimits: { maxYoungGenerationSizeMb: 1, maxOldGenerationSizeMb: 8, codeRangeSizeMb: 1, stackSizeMb: 1 },
  });
  // Should the thread die, the serving connection's own threshold still copies and bounds the log.
  worker.on('error', reportError);
  worker.unref();
  return {
    stop: () =>
      new Promise<void>((resolve) => {
        worker.once('exit', () => resolve());
        worker.ref(); // until it has closed its connection
        worker.postMessage('stop');
      }),
  };
}

/**
 * The worker thread's whole program. It runs from its source text, so it uses nothing but its
 * argument and Node's built-in modules (not `require`, which a bundler rewrites).
 */
function checkpointLoop({ libsqlPath, file, intervalMs }: LoopSettings): void {
  const { parentPort } = process.getBuiltinModule('node:worker_threads');
  const Database = process.getBuiltinModule('node:module').createRequire(libsqlPath)(libsqlPath) as typeof import('libsql');
  const connection = new Database(file);
  // This connection never checkpoints on its own commits (it makes none) and never waits for a lock.
  connection.exec('PRAGMA busy_timeout = 0');
  const checkpoint = connection.prepare('PRAGMA wal_checkpoint(PASSIVE)');
  const timer = setInterval(() => {
    try {
      checkpoint.run();
    } catch {
      // Busy or interrupted: the next tick tries again.
    }
  }, intervalMs);
  parentPort!.once('message', () => {
    clearInterval(timer);
    connection.close();
    parentPort!.close();
  });
}
