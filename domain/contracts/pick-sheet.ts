import { z } from 'zod';
import { SOLD_BY, WEIGHT_UNITS } from '../sale-quantity.ts';
import { Dollars } from './envelope.ts';
import { OrderAnswer } from './order-answer.ts';

/**
 * What the Picking screen and the printed picking list read (docs/product/picking.md): an order's
 * lines in aisle order (domain/picking/aisle-order.ts), each with its product as sold now and what
 * may be sent in its place (domain/picking/replacement-suggestions.ts).
 */
/** A product as the Picking screen shows it: the line's own, or one it may send instead. */
export const PickSheetProduct = z
  .object({
    productId: z.string(),
    name: z.string(),
    price: Dollars.describe('One item, or the price per `unit` for a product sold by weight, as the order’s location sells it now'),
    image: z.string(),
    soldBy: z.enum(SOLD_BY),
    unit: z.enum(WEIGHT_UNITS).nullable(),
    quantityStep: z.number().positive(),
    minQuantity: z.number().positive(),
    maxQuantity: z.number().positive().nullable(),
    barcode: z.string().nullable().describe('Its GTIN: a scanner typing it ticks the line'),
    sku: z.string().nullable(),
    stockLeft: z.number().min(0).nullable().describe('Counted stock at the order’s location (items, or its `unit`); null when not counted'),
    isAvailable: z.boolean(),
  })
  .meta({ id: 'PickSheetProduct' });
export type PickSheetProduct = z.infer<typeof PickSheetProduct>;

/** GET /api/orders/{id}/pick: the order and its lines in the order a picker walks the shop. */
export const PickSheet = z
  .object({
    order: OrderAnswer,
    lines: z.array(
      z.object({
        index: z.int().min(0).describe("The line's place in `order.products`: what POST /pick's `index` names"),
        aisle: z.string().describe('Its product’s category, "Main › Sub" for a subcategory; empty when the product is gone'),
        product: PickSheetProduct.nullable().describe('The product as sold now; null when it was deleted'),
        suggestions: z
          .array(PickSheetProduct)
          .describe(
            "What may be sent instead, as the customer allowed: the product they named, or for a best match the same category's nearest in price; none for 'none'",
          ),
      }),
    ),
  })
  .meta({ id: 'PickSheet' });
export type PickSheet = z.infer<typeof PickSheet>;
