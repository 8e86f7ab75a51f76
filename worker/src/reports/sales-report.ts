import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import type { FulfilmentType } from '../../../domain/fulfilment/settings.ts';
import type { OrderChannel } from '../../../domain/order-channel.ts';
import type { PaymentMethod } from '../../../domain/order-status.ts';
import { SalesReportBuilder, type ReportRange, type SalesReport } from '../../../domain/reports.ts';
import type { TaxLine } from '../../../domain/tax.ts';
import { ordersInRange } from './orders-in-range.ts';
import { ofRangeLocation } from './location-books.ts';

/** Sales of one dish, category or option in the period (cents). */
export interface ItemSales {
  key: string;
  name: string;
  quantity: number;
  /** Price × quantity as ordered, before coupons. */
  sales: number;
}

export interface FullSalesReport extends SalesReport {
  currency: string;
  byDish: ItemSales[];
  byCategory: ItemSales[];
  byOption: ItemSales[];
}

interface OrderFigures {
  created_at: number;
  id: string;
  payment_method: PaymentMethod;
  fulfilment_type: FulfilmentType;
  channel: OrderChannel;
  subtotal_cents: number;
  discount_cents: number;
  delivery_fee_cents: number;
  tax_cents: number;
  tax_mode: string;
  tip_cents: number;
  total_cents: number;
  tax_lines: string;
}

interface RefundFigures {
  created_at: number;
  amount_cents: number;
  tax_cents: number;
  tip_cents: number;
  tax_lines: string;
  payment_method: PaymentMethod;
  fulfilment_type: FulfilmentType;
  channel: OrderChannel;
}

function taxLinesOf(json: string): TaxLine[] {
  return (JSON.parse(json || '[]') as TaxLine[]).map((line) => ({
    rate: Number(line.rate),
    taxable: Number(line.taxable),
    tax: Number(line.tax),
  }));
}

/**
 * GET /api/admin/reports: the period's orders in the shop's currency (cancelled ones left out;
 * orders from before a change of currency cannot be added to them) added up page by page,
 * the refunds recorded in it, and what sold, by dish, category and option, added up by the
 * database.
 */
export async function salesReport(db: Database, range: ReportRange, currency: string): Promise<FullSalesReport> {
  const builder = new SalesReportBuilder(range);
  const columns = sql`"payment_method", "fulfilment_type", "channel", "subtotal_cents", "discount_cents", "delivery_fee_cents", "tax_cents", "tax_mode", "tip_cents", "total_cents", "tax_lines"`;
  for await (const page of ordersInRange<OrderFigures>(db, range, columns, { withCancelled: false, currency })) {
    for (const row of page) {
      builder.addOrder({
        createdAt: Number(row.created_at),
        paymentMethod: row.payment_method,
        fulfilmentType: row.fulfilment_type,
        channel: row.channel,
        subtotalCents: Number(row.subtotal_cents),
        discountCents: Number(row.discount_cents),
        deliveryFeeCents: Number(row.delivery_fee_cents),
        taxCents: Number(row.tax_cents),
        taxAdded: row.tax_mode === 'exclusive',
        tipCents: Number(row.tip_cents),
        totalCents: Number(row.total_cents),
        taxLines: taxLinesOf(row.tax_lines),
      });
    }
  }
  const refunds =
    await db.all<RefundFigures>(sql`select r."created_at", r."amount_cents", r."tax_cents", r."tip_cents", r."tax_lines", o."payment_method", o."fulfilment_type", o."channel"
    from "refunds" r join "orders" o on o."id" = r."order_id"
    where r."created_at" >= ${range.startMs} and r."created_at" < ${range.endMs} and o."status" <> 'cancelled' and o."currency" = ${currency} ${ofRangeLocation(range, sql`o`)}`);
  for (const refund of refunds) {
    builder.addRefund({
      createdAt: Number(refund.created_at),
      amountCents: Number(refund.amount_cents),
      taxCents: Number(refund.tax_cents),
      tipCents: Number(refund.tip_cents),
      taxLines: taxLinesOf(refund.tax_lines),
      paymentMethod: refund.payment_method,
      fulfilmentType: refund.fulfilment_type,
      channel: refund.channel,
    });
  }

  const inRange = sql`o."created_at" >= ${range.startMs} and o."created_at" < ${range.endMs} and o."status" <> 'cancelled' and o."currency" = ${currency} ${ofRangeLocation(range, sql`o`)}`;
  const [byDish, byCategory, byOption] = await Promise.all([
    db.all<ItemSales>(sql`select l."food_id" as "key", max(l."name") as "name", sum(l."quantity") as "quantity", sum(l."price_cents" * l."quantity") as "sales"
      from "order_lines" l join "orders" o on o."id" = l."order_id" where ${inRange}
      group by l."food_id" order by "sales" desc, "quantity" desc`),
    db.all<ItemSales>(sql`select l."category" as "key", l."category" as "name", sum(l."quantity") as "quantity", sum(l."price_cents" * l."quantity") as "sales"
      from "order_lines" l join "orders" o on o."id" = l."order_id" where ${inRange}
      group by l."category" order by "sales" desc, "quantity" desc`),
    db.all<ItemSales>(sql`select json_extract(j."value", '$.name') as "key", json_extract(j."value", '$.name') as "name", sum(l."quantity") as "quantity",
        sum(json_extract(j."value", '$.priceCents') * l."quantity") as "sales"
      from "order_lines" l join "orders" o on o."id" = l."order_id", json_each(l."options") j where ${inRange}
      group by json_extract(j."value", '$.name') order by "quantity" desc, "sales" desc`),
  ]);
  const numbers = (rows: ItemSales[]) =>
    rows.map((row) => ({
      key: String(row.key ?? ''),
      name: String(row.name ?? ''),
      quantity: Number(row.quantity),
      sales: Number(row.sales),
    }));
  return { ...builder.build(), currency, byDish: numbers(byDish), byCategory: numbers(byCategory), byOption: numbers(byOption) };
}
