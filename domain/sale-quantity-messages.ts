import { messageWithValues } from './i18n/message-with-values.ts';
import { largestQuantity, type SaleRule } from './sale-quantity.ts';
import type { QuantityProblem } from './sale-steps.ts';

/**
 * Why an order's quantity of a product cannot be taken, naming the product (400 from
 * POST /api/orders; the cart keeps to the rule and never sends one). Apart from ./sale-quantity.ts,
 * which every shop page loads, so that the messages stay on the server and the checkout.
 */
export function quantityProblemMessage(problem: QuantityProblem, name: string, rule: SaleRule): string {
  const unit = rule.unit ?? '';
  switch (problem) {
    case 'whole':
      return messageWithValues('answers-orders.quantityWhole', { name });
    case 'step':
      return messageWithValues('answers-orders.quantityStep', { name, step: rule.quantityStep, unit });
    case 'min':
      return messageWithValues('answers-orders.quantityMin', { name, min: rule.minQuantity, unit });
    case 'max':
      return messageWithValues('answers-orders.quantityMax', { name, max: largestQuantity(rule), unit });
  }
}
