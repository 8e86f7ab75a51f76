import type { Food } from '../../../../../domain/food.ts';
import { type FoodInput, saleRuleProblems, WEIGHT_DEFAULTS } from '../../../../../domain/food-form.ts';
import { z } from 'zod';
import { numberInput } from '../../../../../domain/number-input.ts';
import { MAX_LINE_QUANTITY } from '../../../../../domain/constants.ts';
import { localeNumberText } from '../../../../../domain/locale-number.ts';
import { displayCurrency } from '../../../../../domain/money.ts';
import { BY_THE_UNIT, type SaleRule, type SoldBy, type WeightUnit } from '../../../../../domain/sale-quantity.ts';

/**
 * The food form's "Sold" fields: by the unit, or by weight with its price's unit and the
 * quantities customers order (domain/sale-quantity.ts). The quantities stay as typed, read in the
 * shop's locale by the food form's own rule (FoodInput), which says what is wrong at each field.
 */
export const SALE_FORM_FIELDS = ['soldBy', 'unit', 'quantityStep', 'minQuantity', 'maxQuantity'] as const;
export type SaleFormField = (typeof SALE_FORM_FIELDS)[number];

export interface SaleFormValues {
  soldBy: SoldBy;
  unit: WeightUnit;
  quantityStep: string;
  minQuantity: string;
  /** '': no limit of its own. */
  maxQuantity: string;
}

const text = (quantity: number) => localeNumberText(quantity, displayCurrency().locale);

/** The fields as a product opens them: its rule by weight, or the starting quantities of one, to switch to. */
export function saleFormValues(
  food: Pick<Food, 'soldBy' | 'unit' | 'quantityStep' | 'minQuantity' | 'maxQuantity'> | null,
): SaleFormValues {
  const weighed = food?.soldBy === 'weight';
  return {
    soldBy: weighed ? 'weight' : 'unit',
    unit: food?.unit ?? 'kg',
    quantityStep: text(weighed ? food.quantityStep : WEIGHT_DEFAULTS.quantityStep),
    minQuantity: text(weighed ? food.minQuantity : WEIGHT_DEFAULTS.minQuantity),
    maxQuantity: weighed && food.maxQuantity !== null ? text(food.maxQuantity) : '',
  };
}

/**
 * The rule's part of the POST/PUT body, always whole so that a save keeps it: by weight, the
 * fields as typed; by the unit, the product's own rule when it was sold by the unit (a limit set
 * through the API stays), else whole items from 1.
 */
export function saleBody(
  values: SaleFormValues,
  saved: SaleRule | undefined,
): Pick<FoodInput, 'soldBy' | 'unit'> & Record<'quantityStep' | 'minQuantity' | 'maxQuantity', string | number | null> {
  if (values.soldBy === 'weight') return { ...values };
  const rule = saved?.soldBy === 'unit' ? saved : BY_THE_UNIT;
  return { soldBy: 'unit', unit: null, quantityStep: rule.quantityStep, minQuantity: rule.minQuantity, maxQuantity: rule.maxQuantity };
}

const Quantity = numberInput(z.number().positive(), null);
const BlankQuantity = numberInput(z.number().positive().nullable(), null);

/** The first two quantities customers can order under the rule typed, for the form's hint; none while it is wrong or allows one. */
export function firstQuantities(values: SaleFormValues): [number, number] | null {
  const step = Quantity.safeParse(values.quantityStep);
  const least = Quantity.safeParse(values.minQuantity);
  const most = BlankQuantity.safeParse(values.maxQuantity);
  if (!step.success || !least.success || !most.success) return null;
  const rule: SaleRule = { soldBy: 'weight', unit: values.unit, quantityStep: step.data, minQuantity: least.data, maxQuantity: most.data };
  const first = rule.minQuantity;
  const second = Math.round((first + rule.quantityStep) * 1000) / 1000;
  // The rule's own check puts the least on a step; the next step must still be allowed. (Not the
  // cart's quantityProblem: shared with the admin, it would move into every shop page's first load.)
  if (saleRuleProblems(rule).length > 0 || second > (rule.maxQuantity ?? MAX_LINE_QUANTITY)) return null;
  return [first, second];
}
