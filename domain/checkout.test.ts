import { describe, expect, it } from 'vitest';
import { ORDER_CHOICE_MESSAGES } from './fulfilment/order-choice.ts';
import { CheckoutForm, CHECKOUT_MESSAGES, CouponValidateInput, unavailableDishesMessage } from './checkout.ts';
import { PlaceOrderBody } from './contracts/orders.ts';
import { firstIssueMessage } from './validation.ts';
import { translator } from './i18n/tables.ts';

const PHONE = '(217) 555-0100';

const address = { street: '1 Main St', city: 'Springfield', state: 'IL', zipCode: '62701' };
const products = [{ productId: 'margherita-pizza', quantity: 2 }];
const token = { token: 'tok_test_visa', brand: 'visa', last4: '4242', cardHolderName: 'Ann Lee' };
const cardForm = { cardHolderName: 'Ann Lee', cardNumber: '4242 4242 4242 4242', expiryDate: '12/30', cvv: '123' };
const upi = { upiId: 'ann@okbank', transactionId: 'TXN1' };

function firstMessage(schema: typeof PlaceOrderBody | typeof CheckoutForm, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : firstIssueMessage(result.error);
}

describe('PlaceOrderBody (the server)', () => {
  it('reads a cash order and drops what the server decides itself, keeping the name the cart showed', () => {
    const parsed = PlaceOrderBody.parse({
      userId: 'someone-else',
      products: [{ productId: 'margherita-pizza', quantity: 2, price: 0.01, name: 'Cheap' }],
      deliveryAddress: { ...address, street: '  1 Main St  ' },
      phone: PHONE,
      paymentStatus: 'completed',
      orderStatus: 'delivered',
      discount: 90,
    });
    expect(parsed).toEqual({
      products: [{ productId: 'margherita-pizza', quantity: 2, name: 'Cheap' }],
      fulfilment: { type: 'delivery', slotStart: undefined },
      notes: '',
      deliveryAddress: address,
      phone: PHONE,
      paymentMethod: 'cash',
      payment: { method: 'cash' },
    });
  });

  it('keeps a card token and UPI details for their methods', () => {
    expect(
      PlaceOrderBody.parse({ products, deliveryAddress: address, phone: PHONE, paymentMethod: 'card', paymentDetails: token }).payment,
    ).toEqual({
      method: 'card',
      card: token,
    });
    expect(
      PlaceOrderBody.parse({ products, deliveryAddress: address, phone: PHONE, paymentMethod: 'upi', paymentDetails: upi }).payment,
    ).toEqual({
      method: 'upi',
      upi,
    });
  });

  it('checks in order: cart, address, card, UPI', () => {
    expect(firstMessage(PlaceOrderBody, { products: [], deliveryAddress: {}, paymentMethod: 'card' })).toBe(CHECKOUT_MESSAGES.cartEmpty);
    expect(firstMessage(PlaceOrderBody, {})).toBe(CHECKOUT_MESSAGES.cartEmpty);
    expect(
      firstMessage(PlaceOrderBody, { products, deliveryAddress: { ...address, street: ' ' }, phone: PHONE, paymentMethod: 'card' }),
    ).toBe(CHECKOUT_MESSAGES.addressIncomplete);
    // Which other parts an address needs is its country's to say (address-rules.ts), once the shop's is known.
    expect(firstMessage(PlaceOrderBody, { products, deliveryAddress: { ...address, street: '' }, paymentMethod: 'upi' })).toBe(
      CHECKOUT_MESSAGES.addressIncomplete,
    );
    // A card without details is for a gateway that takes the card itself; the test gateway refuses it on the server.
    expect(PlaceOrderBody.parse({ products, deliveryAddress: address, phone: PHONE, paymentMethod: 'card' }).payment).toEqual({
      method: 'card',
      card: null,
    });
    expect(
      firstMessage(PlaceOrderBody, {
        products,
        deliveryAddress: address,
        phone: PHONE,
        paymentMethod: 'card',
        paymentDetails: { ...token, last4: '42' },
      }),
    ).toBe(CHECKOUT_MESSAGES.cardIncomplete);
    expect(
      firstMessage(PlaceOrderBody, {
        products,
        deliveryAddress: address,
        phone: PHONE,
        paymentMethod: 'upi',
        paymentDetails: { upiId: '' },
      }),
    ).toBe(CHECKOUT_MESSAGES.upiIncomplete);
    expect(
      firstMessage(PlaceOrderBody, {
        products,
        deliveryAddress: address,
        phone: PHONE,
        paymentMethod: 'upi',
        paymentDetails: { ...upi, upiId: 'ann' },
      }),
    ).toBe(CHECKOUT_MESSAGES.upiIdInvalid);
  });

  it("gives message keys, which read as the shop's texts in English", () => {
    expect(CHECKOUT_MESSAGES).toMatchObject({
      notSignedIn: 'checkout-rules.notSignedIn',
      cartEmpty: 'checkout-rules.cartEmpty',
      cardIncomplete: 'checkout-rules.cardIncomplete',
      upiIncomplete: 'checkout-rules.upiIncomplete',
      failed: 'checkout-rules.failed',
    });
    const english = translator('en');
    expect(english(CHECKOUT_MESSAGES.notSignedIn)).toBe('Please log in to place an order.');
    expect(english(CHECKOUT_MESSAGES.tooManyOfOneDish)).toBe('You can order at most 99 of one dish.');
    expect(translator('it')(CHECKOUT_MESSAGES.cartEmpty)).toBe('Il tuo carrello è vuoto.');
  });

  it('refuses a quantity of more than three decimals or out of range, and a negative total', () => {
    expect(PlaceOrderBody.safeParse({ products: [{ productId: 'a', quantity: 0 }], deliveryAddress: address, phone: PHONE }).success).toBe(
      false,
    );
    expect(
      PlaceOrderBody.safeParse({ products: [{ productId: 'a', quantity: 1.2345 }], deliveryAddress: address, phone: PHONE }).success,
    ).toBe(false);
    expect(PlaceOrderBody.safeParse({ products, deliveryAddress: address, phone: PHONE, totalAmount: -1 }).success).toBe(false);
  });

  it('holds the per-dish cap however the dish is split over lines, and caps the whole order', () => {
    const repeated = Array.from({ length: 50 }, () => ({ productId: 'margherita-pizza', quantity: 99 }));
    expect(firstMessage(PlaceOrderBody, { products: repeated, deliveryAddress: address, phone: PHONE })).toBe(
      CHECKOUT_MESSAGES.tooManyOfOneDish,
    );
    const split = [
      { productId: 'a', quantity: 60 },
      { productId: 'b', quantity: 1 },
      { productId: 'a', quantity: 40 },
    ];
    expect(firstMessage(PlaceOrderBody, { products: split, deliveryAddress: address, phone: PHONE })).toBe(
      CHECKOUT_MESSAGES.tooManyOfOneDish,
    );
    expect(
      firstMessage(PlaceOrderBody, {
        products: [
          { productId: 'a', quantity: 50 },
          { productId: 'a', quantity: 49 },
        ],
        deliveryAddress: address,
        phone: PHONE,
      }),
    ).toBeUndefined();

    const many = ['a', 'b', 'c', 'd'].map((productId) => ({ productId, quantity: 99 }));
    expect(firstMessage(PlaceOrderBody, { products: many, deliveryAddress: address, phone: PHONE })).toBe(CHECKOUT_MESSAGES.tooManyItems);
    expect(
      firstMessage(PlaceOrderBody, {
        products: many.slice(0, 3).concat({ productId: 'd', quantity: 3 }),
        deliveryAddress: address,
        phone: PHONE,
      }),
    ).toBeUndefined();
    // The browser's checkout tells the same before sending.
    expect(firstMessage(CheckoutForm, { products: many, deliveryAddress: address, phone: PHONE, paymentMethod: 'cash' })).toBe(
      CHECKOUT_MESSAGES.tooManyItems,
    );
  });
});

describe('CheckoutForm (the browser)', () => {
  const form = { products, deliveryAddress: address, phone: PHONE, paymentMethod: 'cash', card: undefined, upi: undefined };

  it('accepts a filled form for each method', () => {
    expect(CheckoutForm.safeParse(form).success).toBe(true);
    expect(CheckoutForm.safeParse({ ...form, paymentMethod: 'card', card: cardForm }).success).toBe(true);
    expect(CheckoutForm.safeParse({ ...form, paymentMethod: 'upi', upi }).success).toBe(true);
  });

  it('checks in order, the card form needing all four fields', () => {
    expect(firstMessage(CheckoutForm, { ...form, products: [], deliveryAddress: {}, paymentMethod: 'card' })).toBe(
      CHECKOUT_MESSAGES.cartEmpty,
    );
    expect(firstMessage(CheckoutForm, { ...form, deliveryAddress: { ...address, street: '' }, paymentMethod: 'upi' })).toBe(
      CHECKOUT_MESSAGES.addressIncomplete,
    );
    for (const field of ['cardHolderName', 'cardNumber', 'expiryDate', 'cvv'] as const) {
      expect(firstMessage(CheckoutForm, { ...form, paymentMethod: 'card', card: { ...cardForm, [field]: ' ' } })).toBe(
        CHECKOUT_MESSAGES.cardIncomplete,
      );
    }
    expect(firstMessage(CheckoutForm, { ...form, paymentMethod: 'upi', upi: { upiId: 'ann@okbank' } })).toBe(
      CHECKOUT_MESSAGES.upiIncomplete,
    );
  });

  it('names the field of a card or UPI problem', () => {
    const result = CheckoutForm.safeParse({ ...form, paymentMethod: 'card', card: { ...cardForm, cvv: '' } });
    expect(result.success || result.error.issues[0]!.path).toEqual(['card', 'cvv']);
  });
});

describe('unavailableDishesMessage', () => {
  it('names one dish or several', () => {
    expect(unavailableDishesMessage(['Dragon Roll'])).toBe('Sorry, Dragon Roll is no longer available. Please remove it from your cart.');
    expect(unavailableDishesMessage(['Dragon Roll', 'Veg Thali'])).toBe(
      'Sorry, Dragon Roll, Veg Thali are no longer available. Please remove them from your cart.',
    );
  });
});

describe('CouponValidateInput', () => {
  it('trims the code and reads an optional subtotal', () => {
    expect(CouponValidateInput.parse({ code: ' save10 ' })).toEqual({ code: 'save10' });
    expect(CouponValidateInput.parse({ code: 'SAVE10', subtotal: 12.5 })).toEqual({ code: 'SAVE10', subtotal: 12.5 });
    expect(CouponValidateInput.safeParse({ code: '' }).success).toBe(false);
  });
});

describe('how an order is handed over', () => {
  const products = [{ productId: 'a', quantity: 1 }];
  const address = { street: '1 Main St', city: 'Springfield', state: 'IL', zipCode: '62701' };

  it('is a delivery as soon as possible when the body does not say, and delivery needs a phone, checked after the address', () => {
    expect(PlaceOrderBody.parse({ products, deliveryAddress: address, phone: PHONE }).fulfilment).toEqual({
      type: 'delivery',
      slotStart: undefined,
    });
    expect(firstMessage(PlaceOrderBody, { products, deliveryAddress: address, paymentMethod: 'card' })).toBe(
      ORDER_CHOICE_MESSAGES.phoneMissing,
    );
    expect(firstMessage(PlaceOrderBody, { products, paymentMethod: 'card' })).toBe(CHECKOUT_MESSAGES.addressIncomplete);
    expect(firstMessage(PlaceOrderBody, { products, deliveryAddress: address, phone: 'call me' })).toBe(ORDER_CHOICE_MESSAGES.phoneInvalid);
  });

  it('takes pickup without an address or phone, drops an address sent anyway, and reads the slot as an instant', () => {
    const pickup = PlaceOrderBody.parse({
      products,
      deliveryAddress: address,
      fulfilment: { type: 'pickup', slot: '2026-01-16T18:00:00+05:30' },
    });
    expect(pickup.deliveryAddress).toBeNull();
    expect(pickup.fulfilment).toEqual({ type: 'pickup', slotStart: Date.parse('2026-01-16T12:30:00Z') });
    expect(firstMessage(PlaceOrderBody, { products, fulfilment: { type: 'drone' } })).toBe(ORDER_CHOICE_MESSAGES.type);
    expect(firstMessage(PlaceOrderBody, { products, fulfilment: { type: 'pickup', slot: 'tonight' } })).toBe(ORDER_CHOICE_MESSAGES.slot);
    expect(firstMessage(PlaceOrderBody, { products, fulfilment: { type: 'pickup' }, notes: 'x'.repeat(501) })).toBe(
      ORDER_CHOICE_MESSAGES.notesTooLong,
    );
  });
});
