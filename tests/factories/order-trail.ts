import { eq } from 'drizzle-orm';
import { orderStatusHistory, outboxMails } from '../../db/schema/index.ts';
import type { TestApp } from './app.ts';

/** What an order left behind, for assertions: its payment's history and the mails queued about it. */

/** The statuses of the order's payment lines, oldest first. */
export async function paymentLines(t: TestApp, orderId: string): Promise<string[]> {
  const lines = await t.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, orderId));
  return lines.filter((line) => line.kind === 'payment').map((line) => line.status);
}

/** The kinds of the mails queued about the order, first queued first. */
export async function mailKinds(t: TestApp, orderId: string): Promise<string[]> {
  return (await t.db.select({ kind: outboxMails.kind }).from(outboxMails).where(eq(outboxMails.orderId, orderId))).map((mail) => mail.kind);
}
