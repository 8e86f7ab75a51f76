/**
 * A background job of the Node server process (the mail sender, the picture copier): it runs
 * batches one after another while they come back full, is woken when work may have been queued and
 * looks every `pollMs` for work that came due (retries, or work another process queued). A wake
 * while it runs asks for one more pass when this one ends, so nothing queued meanwhile waits for
 * the next poll; stopping lets the batch being done finish.
 */
export interface BackgroundLoop {
  /** Runs now (or once more after the current run); resolves when that run ends. */
  run(): Promise<void>;
  /** What is due now, done and waited for (tests). */
  flush(): Promise<void>;
  /** Finishes the batch being done, then stops. */
  stop(): Promise<void>;
  isStopped(): boolean;
}

export function startBackgroundLoop(job: {
  /** One batch; true when it came back full (more may be due). */
  batch: () => Promise<boolean>;
  pollMs: number;
  /** What a failed run reports; its work stays queued for the next one. */
  failed: (error: unknown) => void;
}): BackgroundLoop {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  const runOnce = async () => {
    do {
      again = false;
      while (!stopped && (await job.batch()));
    } while (again && !stopped);
  };
  const run = (): Promise<void> => {
    if (stopped) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = runOnce()
      .catch(job.failed)
      .finally(() => {
        running = null;
      });
    return running;
  };
  const poll = setInterval(run, job.pollMs);
  poll.unref?.();

  return {
    run,
    async flush() {
      await running;
      await run();
    },
    async stop() {
      stopped = true;
      clearInterval(poll);
      await running;
    },
    isStopped: () => stopped,
  };
}
