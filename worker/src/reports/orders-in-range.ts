import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import type { ReportRange } from '../../../domain/reports.ts';
import { ofRangeLocation } from './location-books.ts';

/** Orders read per query: a page is a few hundred kilobytes however long the range is. */
export const REPORT_PAGE_SIZE = 1000;

/**
 * Every order placed in the range, page by page in the order they were placed (keyset: the last
 * row's time and id), so a report or an export of any length holds one page at a time.
 */
export async function* ordersInRange<Row extends { created_at: number; id: string }>(
  db: Database,
  range: ReportRange,
  columns: SQL,
  options: { withCancelled: boolean; currency?: string | undefined },
): AsyncGenerator<Row[]> {
  let after: { createdAt: number; id: string } | null = null;
  for (;;) {
    const cursor: SQL = after ? sql`and ("created_at", "id") > (${after.createdAt}, ${after.id})` : sql``;
    const status: SQL = options.withCancelled ? sql`` : sql`and "status" <> 'cancelled'`;
    const inCurrency: SQL = options.currency ? sql`and "currency" = ${options.currency}` : sql``;
    const rows = await db.all<Row>(sql`select "created_at", "id", ${columns} from "orders"
      where "created_at" >= ${range.startMs} and "created_at" < ${range.endMs} ${ofRangeLocation(range)} ${status} ${inCurrency} ${cursor}
      order by "created_at", "id" limit ${REPORT_PAGE_SIZE}`);
    if (rows.length === 0) return;
    yield rows;
    if (rows.length < REPORT_PAGE_SIZE) return;
    const last = rows[rows.length - 1]!;
    after = { createdAt: Number(last.created_at), id: last.id };
  }
}
