import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { orderReference } from '../../../domain/order-status.ts';
import { csvAmount, localDateTime, REFUNDS_CSV_COLUMNS, type ReportRange } from '../../../domain/reports.ts';
import type { WeightUnit } from '../../../domain/sale-quantity.ts';
import { fromMilli } from '../../../domain/stock.ts';
import type { TaxLine } from '../../../domain/tax.ts';
import { lineHeading } from '../../../domain/weight-text.ts';
import { csvOf } from './csv.ts';
import { REPORT_PAGE_SIZE } from './orders-in-range.ts';
import { locationNameOf, ofRangeLocation } from './location-books.ts';

/** Weights written with a decimal point, as the export's amounts are. */
const CSV_LOCALE = 'en-US';

interface RefundRow {
  id: number;
  order_id: string;
  created_at: number;
  by_name: string | null;
  created_by: string | null;
  note: string;
  payment_method: string;
  currency: string;
  amount_cents: number;
  tax_cents: number;
  tip_cents: number;
  delivery_fee_cents: number;
  tax_lines: string;
  lines: string;
  /**
   * The order's lines as [position, name, weight (thousandths), unit] tuples, for the items a
   * refund names; weight and unit are null for a line sold by the unit.
   */
  line_names: string;
  location_name: string | null;
}

/**
 * GET /api/admin/reports/refunds.csv: every refund recorded in the range (by when it was
 * recorded, as the reports count it), with what it gave back of each part of its order
 * (docs/product/refunds.md). Read page by page as the client reads it.
 */
export function refundsCsv(db: Database, range: ReportRange): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let afterId = 0;
  let header: readonly string[] | null = REFUNDS_CSV_COLUMNS;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const rows =
        await db.all<RefundRow>(sql`select r."id", r."order_id", r."created_at", r."created_by", u."display_name" as "by_name", r."note",
          o."payment_method", o."currency", r."amount_cents", r."tax_cents", r."tip_cents", r."delivery_fee_cents", r."tax_lines", r."lines",
          case when r."lines" = '[]' then '[]' else (select json_group_array(json_array(l."position", l."name", l."weight_milli", l."weight_unit")) from "order_lines" l where l."order_id" = r."order_id") end as "line_names",
          ${locationNameOf(sql`o`)} as "location_name"
        from "refunds" r join "orders" o on o."id" = r."order_id" left join "users" u on u."id" = r."created_by"
        where r."created_at" >= ${range.startMs} and r."created_at" < ${range.endMs} ${ofRangeLocation(range, sql`o`)} and r."id" > ${afterId}
        order by r."id" limit ${REPORT_PAGE_SIZE}`);
      if (rows.length === 0) {
        // An empty range still gets its header row.
        if (header) controller.enqueue(encoder.encode(csvOf([], header)));
        controller.close();
        return;
      }
      afterId = Number(rows.at(-1)!.id);
      controller.enqueue(
        encoder.encode(
          csvOf(
            rows.map((row) => refundRecord(row, range.timeZone)),
            header,
          ),
        ),
      );
      header = null;
    },
  });
}

function refundRecord(row: RefundRow, timeZone: string): string[] {
  const money = (cents: number) => csvAmount(cents, row.currency);
  const taxLines = JSON.parse(row.tax_lines || '[]') as TaxLine[];
  const named = new Map(
    (JSON.parse(row.line_names || '[]') as [number, string, number | null, WeightUnit | null][]).map(([position, ...line]) => [
      position,
      line,
    ]),
  );
  const items = (JSON.parse(row.lines || '[]') as { position: number; quantity: number }[]).map((chosen) => {
    const [name = `line ${chosen.position + 1}`, weightMilli = null, unit = null] = named.get(chosen.position) ?? [];
    // A line sold by weight is given back whole (one item as stored): it is named by its weight.
    return weightMilli === null || unit === null
      ? lineHeading({ quantity: chosen.quantity, name }, CSV_LOCALE)
      : lineHeading({ quantity: fromMilli(weightMilli), unit, name }, CSV_LOCALE);
  });
  return [
    String(row.id),
    orderReference(row.order_id),
    row.order_id,
    localDateTime(Number(row.created_at), timeZone),
    row.by_name ?? (row.created_by ? '' : 'Payment gateway'),
    row.note,
    row.payment_method,
    row.currency,
    money(Number(row.amount_cents)),
    money(taxLines.reduce((sum, line) => sum + Number(line.taxable), 0)),
    money(Number(row.tax_cents)),
    money(Number(row.tip_cents)),
    money(Number(row.delivery_fee_cents)),
    taxLines.map((line) => `${line.rate}%: ${money(Number(line.taxable))} + ${money(Number(line.tax))}`).join('; '),
    items.length > 0 ? items.join('; ') : 'Pro rata',
    row.location_name ?? '',
  ];
}
