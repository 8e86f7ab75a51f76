import { and, asc, eq, gte, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { orderLines, orders, orderStatusHistory, STORE_SETTINGS_ID, storeSettings } from '../../../db/schema/index.ts';
import { OPEN_STATUSES } from '../../../domain/order-status.ts';
import { readLocationFulfilment } from '../locations/read-locations.ts';
import type { Pause } from '../../../domain/fulfilment/opening-hours.ts';
import type { Order } from '../../../domain/order.ts';
import { cookingStartsAt, kitchenPace, type DeskSettings } from '../../../domain/order-desk.ts';
import { awaitsPayment } from '../../../domain/payment-progress.ts';
import { deskSettingsOf } from '../settings/answer.ts';
import { loadOrders } from '../orders/load-orders.ts';
import { latestEventId } from './order-events.ts';
import { lineItemCount } from '../../../domain/order-desk.ts';

/** The statuses an order is on the desk with; delivered and cancelled ones have left it. */

export interface DeskBoard {
  orders: Order[];
  /** The location whose pause and time zone these are: the one asked for, or the first the caller works at. */
  location: { id: number; name: string };
  desk: DeskSettings;
  pause: Pause;
  /** The shop's time zone: the desk writes times in it. */
  timeZone: string;
  /** Minutes per item the kitchen has taken today (the default until it has finished a few). */
  minutesPerItem: number;
  /** Items of the orders being cooked now. */
  itemsInKitchen: number;
  /** The stream's cursor as this answer was read: open GET /api/orders/stream?after= it to miss nothing. */
  lastEventId: number;
}

const DAY = 24 * 60 * 60 * 1000;

/**
 * GET /api/desk: every open order of the locations in view, oldest first, with what the desk needs beside them (the
 * owner's limits, the pause, the kitchen's pace today and what it has on). A card order whose
 * payment has not gone through is left out until it has (awaitsPayment): the stream tells the
 * desk when it changes, and the desk reads the board again.
 */
export async function readDeskBoard(
  db: Database,
  now: number,
  view: { within: SQL | undefined; location: { id: number; name: string } },
): Promise<DeskBoard> {
  // The cursor is read first: an event after it may repeat an order already here, never miss one.
  const cursor = await latestEventId(db);
  const [open, settings, fulfilment, finished] = await Promise.all([
    loadOrders(db, { where: and(view.within, inArray(orders.status, [...OPEN_STATUSES])), now }),
    db.select().from(storeSettings).where(eq(storeSettings.id, STORE_SETTINGS_ID)).get(),
    readLocationFulfilment(db, view.location.id),
    finishedToday(db, now, view.within),
  ]);
  const oldestFirst = open.filter((order) => !awaitsPayment(order)).reverse();
  const itemsInKitchen = oldestFirst
    .filter((order) => order.orderStatus === 'processing')
    .reduce((sum, order) => sum + order.products.reduce((items, line) => items + lineItemCount(line), 0), 0);
  return {
    orders: oldestFirst,
    location: { id: view.location.id, name: view.location.name },
    desk: deskSettingsOf(settings),
    pause: fulfilment.pause,
    timeZone: fulfilment.timeZone,
    minutesPerItem: kitchenPace(finished),
    itemsInKitchen,
    lastEventId: cursor,
  };
}

/**
 * Orders placed in the last day that have been cooked: their items and minutes from the start of
 * cooking to ready (created_at is indexed). Cooking starts on accept, or for a scheduled order at
 * its planned ready time less the prep time chosen, as it may be accepted hours before its slot.
 */
async function finishedToday(db: Database, now: number, within: SQL | undefined): Promise<{ items: number; minutes: number }[]> {
  const rows = await db
    .select({
      // "orders"."id" written out: drizzle leaves a lone table's columns unqualified, and a bare
      // "id" inside the history's subquery would be the history row's own id.
      items: sql<number>`(select coalesce(sum(${orderLines.quantity}), 0) from ${orderLines} where ${orderLines.orderId} = "orders"."id")`,
      acceptedAt: orders.acceptedAt,
      slotStart: orders.slotStart,
      plannedReadyAt: orders.readyAt,
      prepMinutes: orders.prepMinutes,
      readyAt: sql<number | null>`(select min(${orderStatusHistory.changedAt}) from ${orderStatusHistory}
        where ${orderStatusHistory.orderId} = "orders"."id" and ${orderStatusHistory.kind} = 'order' and ${orderStatusHistory.status} = 'ready')`,
    })
    .from(orders)
    .where(and(within, gte(orders.createdAt, new Date(now - DAY)), inArray(orders.status, ['ready', 'out_for_delivery', 'delivered'])))
    .orderBy(asc(orders.acceptedAt));
  return rows.flatMap((row) => {
    if (!row.acceptedAt || !row.readyAt) return [];
    let started = row.acceptedAt.getTime();
    if (row.slotStart) {
      // A scheduled order from before the prep time was kept says nothing of the pace.
      if (row.prepMinutes === null || !row.plannedReadyAt) return [];
      started = Math.max(started, cookingStartsAt(row.plannedReadyAt.getTime(), row.prepMinutes));
    }
    return [{ items: row.items, minutes: (row.readyAt - started) / 60_000 }];
  });
}
