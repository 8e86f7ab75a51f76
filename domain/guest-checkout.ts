import { z } from 'zod';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from './auth.ts';
import { ORDER_CHOICE_MESSAGES, PHONE_PATTERN } from './fulfilment/order-choice.ts';
import { GUEST_MESSAGES } from './checkout-messages.ts';
import { isSingleLine, oneLineMessage } from './single-line.ts';

export { GUEST_MESSAGES };

/** Who orders without an account: enough for the shop to reach them and to mail the tracking link. */
export const GuestDetails = z.object({
  name: z
    .string({ error: GUEST_MESSAGES.nameMissing })
    .trim()
    .min(1, GUEST_MESSAGES.nameMissing)
    .max(NAME_MAX_LENGTH, GUEST_MESSAGES.nameTooLong)
    .refine(isSingleLine, oneLineMessage('Name')),
  email: z
    .string({ error: GUEST_MESSAGES.emailInvalid })
    .trim()
    .max(EMAIL_MAX_LENGTH, GUEST_MESSAGES.emailInvalid)
    .pipe(z.email({ error: GUEST_MESSAGES.emailInvalid })),
  phone: z
    .string({ error: GUEST_MESSAGES.phoneMissing })
    .trim()
    .min(1, GUEST_MESSAGES.phoneMissing)
    .max(30, ORDER_CHOICE_MESSAGES.phoneInvalid)
    .refine((phone) => PHONE_PATTERN.test(phone), ORDER_CHOICE_MESSAGES.phoneInvalid),
});
export type GuestDetails = z.output<typeof GuestDetails>;
