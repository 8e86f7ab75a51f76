import { startBackgroundLoop } from '../background-loop.ts';
import { MAIL_BATCH_SIZE, sendDueMails, type OutboxRuntime } from './send-due-mails.ts';

export interface MailSender {
  /** Something may have been queued: send soon (a few changes close together share one run). */
  wake(): void;
  /** Sends what is due now and waits for it (tests, and after a mail server comes back). */
  flush(): Promise<void>;
  /** Finishes the mails being sent, then stops; nothing is left half-sent. */
  stop(): Promise<void>;
}

/** How long a wake waits for more changes to send together, and how often retries are looked for. */
const GATHER_MS = 25;
const DEFAULT_POLL_MS = 5_000;
/** While the shop is busy answering requests: a small batch, then a pause (the rest waits in the outbox). */
const BUSY_BATCH_SIZE = 10;
const BUSY_PAUSE_MS = 500;

export interface MailSenderOptions {
  pollMs?: number;
  /**
   * True while the server is busy answering requests. Rendering and handing over a mail costs a
   * few times what placing its order does, so at a rush the sender takes a small share of the
   * process and the outbox holds the rest until the rush eases: orders are answered first, and
   * no mail is lost.
   */
  busy?: () => boolean;
}

/**
 * The long-running sender of a server process (Node): woken after each change that may queue a
 * mail, and looking every few seconds for retries that came due and mails other processes
 * queued. Runs one batch after another while batches come back full.
 */
export function startMailSender(runtime: OutboxRuntime, options: MailSenderOptions = {}): MailSender {
  let gathering: ReturnType<typeof setTimeout> | null = null;
  const batchSize = runtime.batchSize ?? MAIL_BATCH_SIZE;
  const busy = options.busy ?? (() => false);
  const loop = startBackgroundLoop({
    batch: async () => {
      if (!busy()) return (await sendDueMails(runtime)) === batchSize;
      await new Promise((done) => setTimeout(done, BUSY_PAUSE_MS));
      return !loop.isStopped() && (await sendDueMails({ ...runtime, batchSize: BUSY_BATCH_SIZE })) === BUSY_BATCH_SIZE;
    },
    pollMs: options.pollMs ?? DEFAULT_POLL_MS,
    failed: (error) => runtime.reportError('Sending mails failed (they stay in the outbox)', error),
  });

  return {
    wake() {
      if (gathering || loop.isStopped()) return;
      gathering = setTimeout(() => {
        gathering = null;
        void loop.run();
      }, GATHER_MS);
      gathering.unref?.();
    },
    flush: loop.flush,
    async stop() {
      if (gathering) clearTimeout(gathering);
      await loop.stop();
      await runtime.transport.close?.();
    },
  };
}
