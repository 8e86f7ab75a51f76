import { z } from 'zod';
import { numberInput } from '../../../../../domain/number-input.ts';
import { type Stock, StockInput } from '../../../../../domain/stock.ts';
import { FOOD_FORM_ERRORS } from '../../../../../domain/food-form.ts';
import { localeNumberText } from '../../../../../domain/locale-number.ts';
import { displayCurrency } from '../../../../../domain/money.ts';
import type { SoldBy } from '../../../../../domain/sale-quantity.ts';

/**
 * The dish form's stock fields: "In stock" and "Low stock at" as typed, checked by the server's
 * rule (StockInput, domain/stock.ts) once read in the shop's locale. A blank field is kept as
 * text, so it gets the field's message rather than passing as "unchanged".
 */
export const STOCK_FORM_FIELDS = ['quantity', 'lowAt'] as const;
export type StockFormField = (typeof STOCK_FORM_FIELDS)[number];
export type StockFormValues = Record<StockFormField, string>;

export const StockFormFields = z.object({
  quantity: numberInput(StockInput.shape.quantity, ''),
  lowAt: numberInput(StockInput.shape.lowAt, ''),
});

/** The fields as a dish opens them: its stock when tracked; 0 and 0 to start tracking. */
export function stockFormValues(stock: Stock | undefined): StockFormValues {
  if (!stock?.tracked) return { quantity: '0', lowAt: '0' };
  const { locale } = displayCurrency();
  return { quantity: localeNumberText(stock.quantity ?? 0, locale), lowAt: localeNumberText(stock.lowAt ?? 0, locale) };
}

/** A product sold by the unit keeps whole items: the messages for a part of one typed (a weighed product's stock has decimals). */
export function wholeStockErrors(values: StockFormValues, soldBy: SoldBy): Partial<Record<StockFormField, string>> {
  if (soldBy === 'weight') return {};
  const read = StockFormFields.safeParse(values);
  if (!read.success) return {};
  const errors: Partial<Record<StockFormField, string>> = {};
  for (const field of STOCK_FORM_FIELDS) {
    const quantity = read.data[field];
    if (typeof quantity === 'number' && !Number.isInteger(quantity)) errors[field] = FOOD_FORM_ERRORS.wholeStock;
  }
  return errors;
}

/**
 * What the dish's POST/PUT sends as `stock`, or null while a tracked field is invalid. A quantity
 * goes only when it is news to the server: a new product's starting stock, tracking turned on,
 * or a figure the owner changed. An edit that leaves it alone sends none, so the orders placed
 * while the dialog was open are not overwritten by what it showed.
 */
export function foodStockBody(tracked: boolean, values: StockFormValues, saved: Stock | undefined): z.input<typeof StockInput> | null {
  if (!tracked) return { tracked: false };
  const read = StockFormFields.safeParse(values);
  if (!read.success) return null;
  const { quantity, lowAt } = read.data;
  const quantityIsNews = !saved?.tracked || quantity !== saved.quantity;
  return quantityIsNews && quantity !== null && quantity !== undefined ? { tracked: true, quantity, lowAt } : { tracked: true, lowAt };
}

/** The server's messages about the stock fields ('stock.quantity'), by the form's own field names. */
export function stockServerErrors(errors: Record<string, string>): Partial<Record<StockFormField, string>> {
  const found: Partial<Record<StockFormField, string>> = {};
  for (const field of STOCK_FORM_FIELDS) {
    const message = errors[`stock.${field}`];
    if (message !== undefined) found[field] = message;
  }
  return found;
}
