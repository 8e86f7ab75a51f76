import { hasMilliPrecision, toMilli } from './thousandths.ts';
import { z } from 'zod';
import { isSingleLine } from './single-line.ts';
import { COUPON_CODE_MAX_LENGTH } from './coupons.ts';
import { MAX_LINE_QUANTITY, MAX_ORDER_ITEMS } from './constants.ts';
import { CARD_BRANDS } from './payment-card.ts';
import { Notes, ORDER_CHOICE_MESSAGES, OrderFulfilment, Phone } from './fulfilment/order-choice.ts';
import { PAYMENT_METHODS } from './order-status.ts';
import { CHECKOUT_MESSAGES } from './checkout-messages.ts';
import { SubstitutionInput } from './contracts/picking.ts';

export { CHECKOUT_MESSAGES };

/**
 * Placing an order: the checks and their messages in order, for the checkout
 * island (instant feedback) and for POST /api/orders (the truth). Being signed in comes first and
 * is checked by the session, not by these schemas.
 */

/** 'Sorry, Dragon Roll is no longer available.' (one or more names, joined with commas) */
export function unavailableDishesMessage(names: readonly string[]): string {
  return `Sorry, ${names.join(', ')} ${names.length === 1 ? 'is' : 'are'} no longer available. Please remove ${names.length === 1 ? 'it' : 'them'} from your cart.`;
}

export const MAX_ORDER_LINES = 50;
const TEXT_MAX = 200;

export const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const filled = (message: string, max = TEXT_MAX) => z.string({ error: message }).trim().min(1, message).max(max, message);
/** An address line: filled, and one line (a line break would forge lines in the shop's mails and slips). */
const addressLine = (max = TEXT_MAX) =>
  filled(CHECKOUT_MESSAGES.addressIncomplete, max).refine(isSingleLine, CHECKOUT_MESSAGES.addressOneLine);

export const UPI_ID_PATTERN = /^[a-zA-Z0-9._-]{2,256}@[a-zA-Z]{2,64}$/;

/**
 * A part of the address some countries have and some do not (no postcode in the Emirates, no
 * region in Britain): one line when given; whether it must be, and its form, are the shop's
 * country's to say (./address-rules.ts checkAddress, which the checkout and POST /api/orders run
 * once the country is known).
 */
const optionalAddressLine = (max = TEXT_MAX) =>
  z.preprocess(
    (value) => value ?? '',
    z
      .string({ error: CHECKOUT_MESSAGES.addressIncomplete })
      .trim()
      .max(max, CHECKOUT_MESSAGES.addressIncomplete)
      .refine(isSingleLine, CHECKOUT_MESSAGES.addressOneLine),
  );

export const DeliveryAddress = z.object(
  {
    // Every country's addresses have a street.
    street: addressLine(),
    city: optionalAddressLine(),
    state: optionalAddressLine(),
    zipCode: optionalAddressLine(20),
    // The shop's own country: the server writes it on the order, whatever is sent.
    country: z.preprocess(
      blankToUndefined,
      z.string().trim().max(TEXT_MAX).refine(isSingleLine, CHECKOUT_MESSAGES.addressOneLine).optional(),
    ),
  },
  { error: CHECKOUT_MESSAGES.addressIncomplete },
);
export type DeliveryAddress = z.infer<typeof DeliveryAddress>;

export const UpiPaymentDetails = z.object(
  {
    upiId: filled(CHECKOUT_MESSAGES.upiIncomplete).pipe(z.string().regex(UPI_ID_PATTERN, CHECKOUT_MESSAGES.upiIdInvalid)),
    transactionId: filled(CHECKOUT_MESSAGES.upiIncomplete, 64),
  },
  { error: CHECKOUT_MESSAGES.upiIncomplete },
);
export type UpiPaymentDetails = z.infer<typeof UpiPaymentDetails>;

/** What an order carries of a card: the gateway's token and what may be shown again. */
export const CardPaymentDetails = z.object(
  {
    token: filled(CHECKOUT_MESSAGES.cardIncomplete, 128),
    brand: z.enum(CARD_BRANDS, { error: CHECKOUT_MESSAGES.cardIncomplete }),
    last4: z.string({ error: CHECKOUT_MESSAGES.cardIncomplete }).regex(/^\d{4}$/, CHECKOUT_MESSAGES.cardIncomplete),
    cardHolderName: filled(CHECKOUT_MESSAGES.cardIncomplete, 100),
  },
  { error: CHECKOUT_MESSAGES.cardIncomplete },
);

/** The card form in the browser: all four fields filled (formats are the gateway's to check). */
export const CardForm = z.object({
  cardHolderName: filled(CHECKOUT_MESSAGES.cardIncomplete, 100),
  cardNumber: filled(CHECKOUT_MESSAGES.cardIncomplete, 30),
  expiryDate: filled(CHECKOUT_MESSAGES.cardIncomplete, 7),
  cvv: filled(CHECKOUT_MESSAGES.cardIncomplete, 4),
});

export const OrderLineInput = z.object({
  productId: z.string({ error: CHECKOUT_MESSAGES.cartEmpty }).min(1).max(64),
  /** Items; for a product sold by weight, its weight in the product's unit (its rule is checked by the server, naming it). */
  quantity: z.number().positive().max(MAX_LINE_QUANTITY).refine(hasMilliPrecision, CHECKOUT_MESSAGES.quantityDecimals),
  /** The dish's name as the cart shows it: only to name a dish the menu no longer has (anything but text is ignored). */
  name: z.string().optional().catch(undefined).describe("The dish's name as the cart shows it, only to name a dish the menu no longer has"),
  /** The chosen options' ids; the server checks them against the dish. */
  options: z
    .array(z.string({ error: 'Option ids are text.' }).min(1).max(80), { error: 'List the chosen option ids.' })
    .max(60)
    .optional(),
  substitution: SubstitutionInput.optional(),
});

/**
 * The quantity caps hold for a dish however its lines are split: lines of one dish are added
 * up (as the server prices them), and the whole order has a ceiling too.
 */
function checkOrderQuantities(lines: readonly { productId: string; quantity: number }[], context: z.RefinementCtx): void {
  const perDish = new Map<string, number>();
  let items = 0;
  // In thousandths, so that weights add up exactly.
  for (const line of lines) {
    perDish.set(line.productId, (perDish.get(line.productId) ?? 0) + toMilli(line.quantity));
    items += line.quantity;
  }
  if ([...perDish.values()].some((milli) => milli > toMilli(MAX_LINE_QUANTITY))) {
    context.addIssue({ code: 'custom', message: CHECKOUT_MESSAGES.tooManyOfOneDish });
  } else if (items > MAX_ORDER_ITEMS) {
    context.addIssue({ code: 'custom', message: CHECKOUT_MESSAGES.tooManyItems });
  }
}

export const PaymentMethod = z.enum(PAYMENT_METHODS, { error: 'Please choose a payment method.' });

/** The fields the checkout form and the order's body (domain/contracts/orders.ts) share. */
export const orderFields = {
  products: z
    .array(OrderLineInput, { error: CHECKOUT_MESSAGES.cartEmpty })
    .min(1, CHECKOUT_MESSAGES.cartEmpty)
    .max(MAX_ORDER_LINES, `An order can have at most ${MAX_ORDER_LINES} different dishes.`)
    .superRefine(checkOrderQuantities),
  fulfilment: OrderFulfilment.default({ type: 'delivery', slotStart: undefined }),
  /** Needed for delivery only (checked below, once the type is known). */
  deliveryAddress: DeliveryAddress.optional().nullable(),
  phone: Phone,
  notes: Notes,
  paymentMethod: PaymentMethod.default('cash'),
};

/** Delivery needs an address and a phone number; a pickup or a table's order keeps neither address nor its absence. */
export function checkHandOver<
  Input extends { fulfilment: OrderFulfilment; deliveryAddress?: DeliveryAddress | null | undefined; phone?: string | undefined },
>(input: Input, context: z.RefinementCtx): { deliveryAddress: DeliveryAddress | null } | null {
  if (input.fulfilment.type !== 'delivery') return { deliveryAddress: null };
  if (!input.deliveryAddress) {
    context.addIssue({ code: 'custom', path: ['deliveryAddress'], message: CHECKOUT_MESSAGES.addressIncomplete });
    return null;
  }
  if (!input.phone) {
    context.addIssue({ code: 'custom', path: ['phone'], message: ORDER_CHOICE_MESSAGES.phoneMissing });
    return null;
  }
  return { deliveryAddress: input.deliveryAddress };
}

/** The checkout form in the browser, checked in order before anything is sent. */
export const CheckoutForm = z
  .object({
    products: orderFields.products,
    fulfilment: orderFields.fulfilment,
    deliveryAddress: orderFields.deliveryAddress,
    phone: orderFields.phone,
    notes: orderFields.notes,
    paymentMethod: PaymentMethod,
    card: z.unknown(),
    upi: z.unknown(),
  })
  .superRefine((form, context) => {
    if (!checkHandOver(form, context)) return;
    const details =
      form.paymentMethod === 'card'
        ? CardForm.safeParse(form.card)
        : form.paymentMethod === 'upi'
          ? UpiPaymentDetails.safeParse(form.upi)
          : null;
    if (details && !details.success) {
      for (const issue of details.error.issues) {
        context.addIssue({ code: 'custom', path: [form.paymentMethod, ...issue.path.map((part) => String(part))], message: issue.message });
      }
    }
  });
export type CheckoutForm = z.input<typeof CheckoutForm>;

export const CouponValidateInput = z.object({
  code: z.string({ error: 'Invalid Coupon Code' }).trim().min(1, 'Invalid Coupon Code').max(COUPON_CODE_MAX_LENGTH, 'Invalid Coupon Code'),
  /** The cart's subtotal in dollars, so a coupon with a minimum order can say so at once. */
  subtotal: z.number().nonnegative().optional(),
});
