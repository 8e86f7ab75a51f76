import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { outboxMails, type OutboxMailRow } from '../../../db/schema/index.ts';
import { MAIL_STATES, type MailState } from '../../../domain/mail/mail-kinds.ts';
import { OUTBOX_MESSAGES } from '../../../domain/contracts/mail.ts';
import { done, type Outcome, refused } from '../outcome.ts';

/** The newest mails (of one state, or all) and how many there are in each state. */
export async function listOutbox(
  db: Database,
  filter: { state?: MailState | undefined; limit: number },
): Promise<{ mails: OutboxMailRow[]; counts: Record<MailState, number> }> {
  const [mails, counted] = await Promise.all([
    db
      .select()
      .from(outboxMails)
      .where(filter.state ? eq(outboxMails.state, filter.state) : undefined)
      .orderBy(desc(outboxMails.id))
      .limit(filter.limit),
    db.select({ state: outboxMails.state, count: sql<number>`count(*)` }).from(outboxMails).groupBy(outboxMails.state),
  ]);
  const counts = Object.fromEntries(MAIL_STATES.map((state) => [state, 0])) as Record<MailState, number>;
  for (const row of counted) counts[row.state] = row.count;
  return { mails, counts };
}

/** Sends a failed (or still waiting) mail again now. One given up already is tried once more: its day of retries is over. */
export async function retryMail(db: Database, id: number, now: number): Promise<Outcome<OutboxMailRow>> {
  const [row] = await db
    .update(outboxMails)
    .set({ state: 'waiting', nextAttemptAt: new Date(now), claimedUntil: null })
    .where(and(eq(outboxMails.id, id), inArray(outboxMails.state, ['failed', 'waiting'])))
    .returning();
  if (row) return done(row);
  const exists = await db.select({ id: outboxMails.id }).from(outboxMails).where(eq(outboxMails.id, id)).get();
  return exists ? refused('conflict', OUTBOX_MESSAGES.alreadySent) : refused('not_found', OUTBOX_MESSAGES.notFound);
}
