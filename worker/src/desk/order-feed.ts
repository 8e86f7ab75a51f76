import type { Database } from '../../../db/client.ts';
import { latestEventId, latestPerOrder, PAGE, readOrderLines, type OrderEvent, type OrderLine } from './order-events.ts';

/**
 * How often the feed looks for changes it was not told of: those another process made on the same
 * database file (docs/decisions/008). This process's own commits wake it at once.
 */
export const FEED_TICK_MS = 100;
/** Lines kept in memory for streams that are behind; one further back reads the database itself. */
export const FEED_KEEP_LINES = 1_000;

/**
 * One process's shared reading of the order history (docs/decisions/014). However many desk
 * streams are open, the history is read once per tick, and at once after this process commits
 * (`wake`), and every stream takes what is after its own cursor from the lines in memory. It reads
 * only while a stream follows it.
 */
export interface OrderFeed {
  /** Joins the feed for one stream; `leave` when the stream ends. */
  follow(): OrderFeedFollower;
  /** Something was committed in this process: read the history as soon as this turn ends. */
  wake(): void;
  stop(): void;
}

export interface OrderFeedFollower {
  /**
   * One event per order changed after `cursor`, from memory; undefined when the feed does not
   * hold every line after it (a stream resumed from long ago, or the feed just starting): the
   * stream reads the database itself (readOrderEvents) until it has caught up.
   */
  eventsAfter(cursor: number): OrderEvent[] | undefined;
  /** Settles once the feed holds lines after `cursor`, after `ms` at the latest, or when the follower leaves. */
  wait(cursor: number, ms: number): Promise<void>;
  leave(): void;
}

interface Waiting {
  cursor: number;
  done(): void;
}

export function startOrderFeed(
  db: Database,
  {
    tickMs = FEED_TICK_MS,
    keepLines = FEED_KEEP_LINES,
    onError = (_error: unknown) => {},
  }: { tickMs?: number; keepLines?: number; onError?: (error: unknown) => void } = {},
): OrderFeed {
  /** The lines read, oldest first: every line with an id in (floor, seen]. */
  let lines: OrderLine[] = [];
  let floor = -1;
  /** The last id read; -1 until the first read of a following has found where the history ends. */
  let seen = -1;
  let followers = 0;
  /** Bumped when the feed goes idle, so that what a read still running for the last following finds is dropped. */
  let following = 0;
  let timer: ReturnType<typeof setInterval> | undefined;
  let reading = false;
  let readAgain = false;
  let scheduled = false;
  let stopped = false;
  const waiting = new Set<Waiting>();

  async function read(): Promise<void> {
    scheduled = false;
    if (followers === 0) return;
    if (reading) {
      readAgain = true;
      return;
    }
    reading = true;
    readAgain = false;
    const generation = following;
    try {
      if (seen < 0) {
        const latest = await latestEventId(db);
        if (generation === following) floor = seen = latest;
      } else {
        const page = await readOrderLines(db, seen);
        if (generation === following && page.length > 0) {
          for (const { id, orderId, kind, status, locationId } of page) lines.push({ id, orderId, kind, status, locationId });
          seen = page.at(-1)!.id;
          if (lines.length > keepLines * 2) floor = lines.splice(0, lines.length - keepLines).at(-1)!.id;
          // A longer backlog is read on at once.
          if (page.length === PAGE) readAgain = true;
        }
      }
    } catch (error) {
      if (!stopped) onError(error);
    } finally {
      reading = false;
    }
    settleWaiting();
    if (readAgain) schedule();
  }

  function settleWaiting(): void {
    for (const each of waiting) if (seen > each.cursor) each.done();
  }

  function schedule(): void {
    if (scheduled || followers === 0) return;
    scheduled = true;
    setImmediate(() => void read());
  }

  function linesAfter(cursor: number): OrderLine[] {
    // Binary search: lines are in id order.
    let low = 0;
    let high = lines.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (lines[middle]!.id <= cursor) low = middle + 1;
      else high = middle;
    }
    return lines.slice(low);
  }

  return {
    follow() {
      if (stopped) throw new Error('The order feed is stopped');
      if (followers++ === 0) {
        timer = setInterval(() => void read(), tickMs);
        timer.unref();
        schedule();
      }
      let left = false;
      let mine: Waiting | undefined;
      return {
        eventsAfter(cursor) {
          if (seen < 0 || cursor < floor) return undefined;
          return cursor >= seen ? [] : latestPerOrder(linesAfter(cursor));
        },
        wait(cursor, ms) {
          if (left || seen > cursor) return Promise.resolve();
          return new Promise<void>((resolve) => {
            const each: Waiting = {
              cursor,
              done() {
                clearTimeout(timeout);
                waiting.delete(each);
                mine = undefined;
                resolve();
              },
            };
            const timeout = setTimeout(() => each.done(), ms);
            waiting.add(each);
            mine = each;
          });
        },
        leave() {
          if (left) return;
          left = true;
          mine?.done();
          if (--followers > 0) return;
          // Idle: forget, so that a later following starts from the end rather than reading a backlog no one asked for.
          clearInterval(timer);
          following++;
          lines = [];
          floor = seen = -1;
        },
      };
    },
    wake: schedule,
    stop() {
      stopped = true;
      clearInterval(timer);
      following++;
      for (const each of waiting) each.done();
    },
  };
}
