import { z } from 'zod';
import { PAYMENT_METHODS_MESSAGES, paymentMethodsProblem } from './payment-methods.ts';

// Apart from payment-methods.ts, which the checkout loads: zod stays out of the shop's pages.

/** A UPI ID (a virtual payment address): a handle, '@', the bank's or app's name. Empty: none yet. */
export const UpiIdInput = z
  .string({ error: PAYMENT_METHODS_MESSAGES.upiIdInvalid })
  .trim()
  .max(100, { error: PAYMENT_METHODS_MESSAGES.upiIdInvalid })
  .regex(/^(?:[\w.-]{2,}@[a-zA-Z][\w.-]*)?$/, { error: PAYMENT_METHODS_MESSAGES.upiIdInvalid });

const Switch = z.boolean({ error: PAYMENT_METHODS_MESSAGES.switch });
/** At least one on: a shop without a way to pay cannot take orders. */
export const PaymentMethodsInput = z
  .object({ cash: Switch, card: Switch, upi: Switch })
  .refine((offered) => paymentMethodsProblem(offered) === undefined, { error: PAYMENT_METHODS_MESSAGES.noneOn });
