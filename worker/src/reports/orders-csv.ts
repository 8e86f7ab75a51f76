import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import type { OrderLineOption } from '../../../db/schema/index.ts';
import type { CsvExportKind } from '../../../domain/contracts/reports.ts';
import { orderReference } from '../../../domain/order-status.ts';
import { csvAmount, localDateTime, ORDER_LINES_CSV_COLUMNS, ORDERS_CSV_COLUMNS, type ReportRange } from '../../../domain/reports.ts';
import { fromMilli } from '../../../domain/stock.ts';
import { lineTaxes } from '../../../domain/tax.ts';
import { csvOf } from './csv.ts';
import { ordersInRange } from './orders-in-range.ts';
import { locationNameOf } from './location-books.ts';

/** The exports made from the orders (refunds-csv.ts makes the other). */
export type CsvExport = Exclude<CsvExportKind, 'refunds'>;

interface OrderRow {
  created_at: number;
  id: string;
  customer_name: string;
  customer_email: string;
  status: string;
  payment_method: string;
  payment_status: string;
  fulfilment_type: string;
  currency: string;
  subtotal_cents: number;
  coupon_code: string | null;
  discount_cents: number;
  delivery_fee_cents: number;
  tax_mode: string;
  tax_cents: number;
  tip_cents: number;
  total_cents: number;
  refunded_cents: number;
  refunded_tax_cents: number;
  refunded_tip_cents: number;
  location_name: string | null;
  channel: string;
}

interface LineRow {
  order_id: string;
  food_id: string;
  name: string;
  category: string;
  options: string;
  quantity: number;
  price_cents: number;
  tax_rate: number;
  refunded_quantity: number;
  /** A line sold by weight: its weight, unit and price per unit; it is stored as one item at its amount (db/schema/orders.ts). */
  weight_milli: number | null;
  weight_unit: string | null;
  unit_price_cents: number | null;
}

/**
 * GET /api/admin/reports/orders.csv and order-lines.csv: every order placed in the range (all
 * statuses), or every line of them, oldest first, dates in the shop's zone, amounts as decimals.
 * Written as the client reads it, one page of orders at a time, so memory stays flat however
 * many orders the range holds.
 */
export function ordersCsv(db: Database, range: ReportRange, kind: CsvExport): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const columns = sql`"customer_name", "customer_email", "status", "payment_method", "payment_status", "fulfilment_type", "currency", "subtotal_cents",
    "coupon_code", "discount_cents", "delivery_fee_cents", "tax_mode", "tax_cents", "tip_cents", "total_cents", "refunded_cents",
    (select coalesce(sum(r."tax_cents"), 0) from "refunds" r where r."order_id" = "orders"."id") as "refunded_tax_cents",
    (select coalesce(sum(r."tip_cents"), 0) from "refunds" r where r."order_id" = "orders"."id") as "refunded_tip_cents",
    ${locationNameOf()} as "location_name", "channel"`;
  const pages = ordersInRange<OrderRow>(db, range, columns, { withCancelled: true });
  let header: readonly string[] | null = kind === 'orders' ? ORDERS_CSV_COLUMNS : ORDER_LINES_CSV_COLUMNS;

  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await pages.next();
      if (next.done) {
        // An empty range still gets its header row.
        if (header) controller.enqueue(encoder.encode(csvOf([], header)));
        controller.close();
        return;
      }
      const records =
        kind === 'orders' ? next.value.map((row) => orderRecord(row, range.timeZone)) : await lineRecords(db, next.value, range.timeZone);
      controller.enqueue(encoder.encode(csvOf(records, header)));
      header = null;
    },
    async cancel() {
      await pages.return(undefined);
    },
  });
}

function orderRecord(row: OrderRow, timeZone: string): string[] {
  return [
    orderReference(row.id),
    row.id,
    localDateTime(Number(row.created_at), timeZone),
    row.customer_name,
    row.customer_email,
    row.status,
    row.payment_method,
    row.payment_status,
    row.fulfilment_type,
    row.currency,
    csvAmount(Number(row.subtotal_cents), row.currency),
    row.coupon_code ?? '',
    csvAmount(Number(row.discount_cents), row.currency),
    csvAmount(Number(row.delivery_fee_cents), row.currency),
    row.tax_mode,
    csvAmount(Number(row.tax_cents), row.currency),
    csvAmount(Number(row.tip_cents), row.currency),
    csvAmount(Number(row.total_cents), row.currency),
    csvAmount(Number(row.refunded_cents), row.currency),
    csvAmount(Number(row.refunded_tax_cents), row.currency),
    csvAmount(Number(row.refunded_tip_cents), row.currency),
    row.location_name ?? '',
    row.channel,
  ];
}

async function lineRecords(db: Database, orders: readonly OrderRow[], timeZone: string): Promise<string[][]> {
  const byId = new Map(orders.map((order) => [order.id, order]));
  const lines =
    await db.all<LineRow>(sql`select "order_id", "food_id", "name", "category", "options", "quantity", "price_cents", "tax_rate", "refunded_quantity",
    "weight_milli", "weight_unit", "unit_price_cents" from "order_lines"
    where "order_id" in (select "value" from json_each(${JSON.stringify([...byId.keys()])})) order by "position"`);
  const place = new Map(orders.map((order, index) => [order.id, index]));
  lines.sort((a, b) => place.get(a.order_id)! - place.get(b.order_id)!);
  const taxes = taxOfEachLine(lines, byId);
  return lines.map((line, index) => {
    const placed = byId.get(line.order_id)!;
    const options = (JSON.parse(line.options || '[]') as OrderLineOption[]).map((option) => option.name).join('; ');
    const measure = lineMeasure(line);
    return [
      orderReference(line.order_id),
      line.order_id,
      localDateTime(Number(placed.created_at), timeZone),
      line.food_id,
      line.name,
      line.category,
      options,
      String(measure.quantity),
      csvAmount(measure.unitPriceCents, placed.currency),
      csvAmount(Number(line.price_cents) * Number(line.quantity), placed.currency),
      String(Number(line.tax_rate)),
      placed.currency,
      csvAmount(taxes[index]!, placed.currency),
      String(measure.refunded),
      placed.location_name ?? '',
      measure.unit,
    ];
  });
}

/**
 * A line's quantity, unit price and what was given back as the export writes them: items, or for a
 * line sold by weight its weight at its price per unit, given back whole. Its total stays the stored
 * amount, price × quantity, as every other sum of the books reads it.
 */
function lineMeasure(line: LineRow): { quantity: number; unitPriceCents: number; refunded: number; unit: string } {
  const refunded = Number(line.refunded_quantity ?? 0);
  if (line.weight_milli === null) {
    return { quantity: Number(line.quantity), unitPriceCents: Number(line.price_cents), refunded, unit: '' };
  }
  const weight = fromMilli(Number(line.weight_milli));
  return {
    quantity: weight,
    unitPriceCents: Number(line.unit_price_cents ?? line.price_cents),
    refunded: refunded > 0 ? weight : 0,
    unit: line.weight_unit ?? 'kg',
  };
}

/** Each line's own tax (domain/tax.ts, lineTaxes), the lines sorted by order as the export writes them. */
function taxOfEachLine(lines: readonly LineRow[], orders: ReadonlyMap<string, OrderRow>): number[] {
  const taxes: number[] = [];
  for (let start = 0; start < lines.length; ) {
    let end = start;
    while (end < lines.length && lines[end]!.order_id === lines[start]!.order_id) end++;
    const order = orders.get(lines[start]!.order_id)!;
    const own = lines.slice(start, end);
    const mode = order.tax_mode === 'inclusive' ? 'inclusive' : 'exclusive';
    taxes.push(
      ...lineTaxes(
        mode,
        own.map((line) => ({ amount: Number(line.price_cents) * Number(line.quantity), rate: Number(line.tax_rate) })),
        Number(order.discount_cents),
      ),
    );
    start = end;
  }
  return taxes;
}
