import { BY_THE_UNIT, type SaleRule } from '../../../domain/sale-quantity.ts';
import { quantityProblemMessage } from '../../../domain/sale-quantity-messages.ts';
import { CHECKOUT_MESSAGES } from '../../../domain/checkout.ts';
import { COUPON_MESSAGES } from '../../../domain/coupons.ts';
import { DEFAULT_PAYMENT_METHODS } from '../../../domain/payment-methods.ts';
import { describe, expect, it } from 'vitest';
import { OrderInput } from './request.ts';
import type { CouponTerms } from '../../../domain/coupons.ts';
import { DEFAULT_FULFILMENT_SETTINGS } from '../../../domain/fulfilment/settings.ts';
import { priceOrder } from './price-order.ts';
import { PIZZA_SIZE } from '../../../tests/factories/option-groups.ts';
import { translateText } from '../../../domain/i18n/tables.ts';

/** What a refusal says in English, as an answer to an English asker does. */
function refusalInEnglish(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    return translateText('en', (error as Error).message);
  }
  return 'not refused';
}
import type { Dish, OrderContext } from './read-order-context.ts';
import { STOCK_MESSAGES } from '../../../domain/stock.ts';

const NOW = Date.UTC(2026, 0, 15);
/** The priced order; a refusal is thrown with its message, as the route answers it. */
function price(...args: Parameters<typeof priceOrder>) {
  const outcome = priceOrder(...args);
  if (!outcome.ok) throw new Error(outcome.message);
  return outcome.value;
}
const dish = (id: string, priceCents: number, isAvailable = true, optionGroups: Dish['optionGroups'] = []): Dish => ({
  id,
  name: `Dish ${id}`,
  priceCents,
  image: `/images/dishes/${id}.svg`,
  isAvailable,
  optionGroups,
  categoryId: 'mains',
  category: 'Mains',
  taxRate: 0,
  stockTracked: false,
  stockLowAtMilli: 0,
  sale: BY_THE_UNIT,
});
// Mains at 5%, drinks at 20%: the tax tests' dishes.
const taxed = new Map<string, Dish>([
  ['a', { ...dish('a', 1299), taxRate: 5 }],
  ['b', { ...dish('b', 1399), category: 'Drinks', taxRate: 20 }],
]);
const pizzaGroups: Dish['optionGroups'] = [
  PIZZA_SIZE,
  {
    id: 'extras',
    name: 'Extras',
    minSelect: 0,
    maxSelect: 2,
    options: [
      { id: 'olives', name: 'Olives', priceCents: 100, isAvailable: true },
      { id: 'truffle', name: 'Truffle', priceCents: 400, isAvailable: false },
      { id: 'basil', name: 'Basil', priceCents: 50, isAvailable: true },
    ],
  },
];
const weighedRule: SaleRule = { soldBy: 'weight', unit: 'kg', quantityStep: 0.25, minQuantity: 0.5, maxQuantity: 5 };
const save10: CouponTerms = {
  code: 'SAVE10',
  discountPercent: 10,
  active: true,
  expiresAt: null,
  minOrderCents: 0,
  usageLimit: null,
  usedCount: 0,
};

const NO_TAX_USD: OrderContext['money'] = {
  currency: 'USD',
  tax: { mode: 'exclusive', deliveryRate: 0 },
  tips: { enabled: false, presets: [10, 15, 20] },
  paymentMethods: DEFAULT_PAYMENT_METHODS,
  cardHoldMarginPercent: 10,
};
const VAT: OrderContext['money'] = {
  currency: 'GBP',
  tax: { mode: 'inclusive', deliveryRate: 20 },
  tips: { enabled: true, presets: [10] },
  paymentMethods: DEFAULT_PAYMENT_METHODS,
  cardHoldMarginPercent: 10,
};
const SALES_TAX: OrderContext['money'] = {
  currency: 'USD',
  tax: { mode: 'exclusive', deliveryRate: 0 },
  tips: { enabled: true, presets: [15] },
  paymentMethods: DEFAULT_PAYMENT_METHODS,
  cardHoldMarginPercent: 10,
};

function context(overrides: Partial<OrderContext> = {}): OrderContext {
  return {
    dishes: new Map([
      ['a', dish('a', 1299)],
      ['b', dish('b', 1399)],
      ['off', dish('off', 500, false)],
      ['pizza', dish('pizza', 1000, true, pizzaGroups)],
    ]),
    deliveryFeeCents: 300,
    money: NO_TAX_USD,
    fulfilment: DEFAULT_FULFILMENT_SETTINGS,
    countryCode: 'US',
    slotOrders: 0,
    locations: [{ id: 1, name: 'Doorstep' }],
    coupon: undefined,
    recentOrders: null,
    stockMilli: new Map(),
    ...overrides,
  };
}

function input(body: Record<string, unknown>) {
  return OrderInput.parse({ deliveryAddress: { street: 's', city: 'c', state: 'st', zipCode: 'z' }, phone: '555 010 2030', ...body }).input;
}

describe('priceOrder', () => {
  it('prices from the context, merging repeated dishes in first-seen order', () => {
    const priced = price(
      input({
        products: [
          { productId: 'b', quantity: 1 },
          { productId: 'a', quantity: 1 },
          { productId: 'b', quantity: 2 },
        ],
      }),
      context(),
      { now: NOW },
    );
    expect(priced.lines.map((line) => [line.position, line.foodId, line.quantity, line.priceCents])).toEqual([
      [0, 'b', 3, 1399],
      [1, 'a', 1, 1299],
    ]);
    expect(priced.totals).toMatchObject({
      subtotalCents: 5496,
      discountPercent: 0,
      discountCents: 0,
      deliveryFeeCents: 300,
      tipCents: 0,
      totalCents: 5796,
    });
    expect(priced.couponCode).toBeNull();
  });

  it("prices each set of choices as its own line: (dish + options) × quantity, options in the menu's order", () => {
    const priced = price(
      input({
        products: [
          { productId: 'pizza', quantity: 2, options: ['olives', 'large'] },
          { productId: 'pizza', quantity: 1, options: ['small'] },
          { productId: 'pizza', quantity: 1, options: ['large', 'olives'] },
        ],
      }),
      context(),
      { now: NOW },
    );
    expect(priced.lines.map((line) => [line.quantity, line.priceCents, line.options.map((option) => option.name)])).toEqual([
      [3, 1350, ['Large', 'Olives']],
      [1, 1000, ['Small']],
    ]);
    expect(priced.totals.subtotalCents).toBe(3 * 1350 + 1000);
  });

  it('refuses a foreign or unknown option (invalid), a sold-out one (a conflict) and a broken minimum or maximum (invalid), each named', () => {
    const refusal = (options: string[]) => {
      const outcome = priceOrder(input({ products: [{ productId: 'pizza', quantity: 1, options }] }), context(), { now: NOW });
      return outcome.ok ? null : { kind: outcome.kind, message: outcome.message };
    };
    expect(refusal(['large', 'sushi-rice'])).toEqual({ kind: 'invalid', message: '"sushi-rice" is not an option of Dish pizza.' });
    expect(refusal(['large', 'truffle'])).toEqual({ kind: 'conflict', message: 'Sorry, Truffle (Dish pizza) is sold out.' });
    expect(refusal(['olives'])).toEqual({ kind: 'invalid', message: 'Please choose a size for Dish pizza.' });
    expect(refusal(['small', 'large'])).toEqual({ kind: 'invalid', message: 'Choose at most 1 from Size for Dish pizza.' });
    expect(refusal(['small'])).toBeNull();
    // A dish without groups takes no options.
    expect(() => price(input({ products: [{ productId: 'a', quantity: 1, options: ['large'] }] }), context(), { now: NOW })).toThrow(
      '"large" is not an option of Dish a.',
    );
  });

  it('applies the coupon from the context', () => {
    const priced = price(input({ products: [{ productId: 'a', quantity: 1 }], couponCode: 'save10' }), context({ coupon: save10 }), {
      now: NOW,
    });
    expect(priced.totals).toMatchObject({ discountCents: 130, totalCents: 1299 - 130 + 300 });
    expect(priced.couponCode).toBe('SAVE10');
  });

  it('names unavailable and unknown dishes, using the name the cart showed for a deleted one', () => {
    expect(() =>
      price(
        input({
          products: [
            { productId: 'off', quantity: 1 },
            { productId: 'gone', quantity: 1 },
            { productId: 'a', quantity: 1 },
          ],
        }),
        context(),
        {
          now: NOW,
          clientNames: new Map([['gone', 'Ghost Curry']]),
        },
      ),
    ).toThrow('Sorry, Dish off, Ghost Curry are no longer available. Please remove them from your cart.');
  });

  it('refuses a total the server does not agree with, carrying the current figures', () => {
    expect(priceOrder(input({ products: [{ productId: 'a', quantity: 1 }], totalAmount: 12.99 }), context(), { now: NOW })).toMatchObject({
      kind: 'conflict',
      code: 'prices_changed',
      data: { subtotal: 12.99, discount: 0, discountAmount: 0, deliveryFee: 3, totalAmount: 15.99 },
    });
    expect(
      price(input({ products: [{ productId: 'a', quantity: 1 }], totalAmount: 15.99 }), context(), { now: NOW }).totals.totalCents,
    ).toBe(1599);
  });

  it('refuses an unknown coupon', () => {
    expect(() => price(input({ products: [{ productId: 'a', quantity: 1 }], couponCode: 'NOPE' }), context(), { now: NOW })).toThrow(
      COUPON_MESSAGES.invalid,
    );
  });

  describe('handing the order over', () => {
    const zones = [
      { id: 'near', name: 'Centre', postcodes: ['SW1'], feeCents: 199, minimumOrderCents: 1500, freeAboveCents: 3000 },
      { id: 'far', name: 'Outskirts', postcodes: ['SW'], feeCents: 499, minimumOrderCents: 2500, freeAboveCents: null },
    ];
    const zoned = context({ fulfilment: { ...DEFAULT_FULFILMENT_SETTINGS, zones } });
    const at = (zipCode: string, products: { productId: string; quantity: number }[]) =>
      input({ products, deliveryAddress: { street: 's', city: 'c', state: 'st', zipCode } });

    it('charges no delivery fee for pickup, and keeps no address', () => {
      const pickup = input({
        products: [{ productId: 'a', quantity: 1 }],
        fulfilment: { type: 'pickup' },
        deliveryAddress: undefined,
        phone: undefined,
      });
      expect(pickup.deliveryAddress).toBeNull();
      expect(price(pickup, context(), { now: NOW }).totals).toMatchObject({ deliveryFeeCents: 0, totalCents: 1299 });
    });

    it("prices delivery by the postcode's zone (longest prefix), with its minimum and free-above", () => {
      const centre = price(at(' sw1a 1aa', [{ productId: 'a', quantity: 2 }]), zoned, { now: NOW });
      expect(centre.zone?.name).toBe('Centre');
      expect(centre.totals.deliveryFeeCents).toBe(199);
      expect(price(at('SW1A1AA', [{ productId: 'a', quantity: 3 }]), zoned, { now: NOW }).totals.deliveryFeeCents).toBe(0);
      expect(price(at('SW9 9ZZ', [{ productId: 'a', quantity: 2 }]), zoned, { now: NOW }).totals.deliveryFeeCents).toBe(499);
    });

    it("refuses a postcode outside every zone, and a basket under its zone's minimum", () => {
      expect(refusalInEnglish(() => price(at('E1 6AN', [{ productId: 'a', quantity: 2 }]), zoned, { now: NOW }))).toBe(
        "We don't deliver to E1 6AN.",
      );
      expect(refusalInEnglish(() => price(at('SW1A 1AA', [{ productId: 'a', quantity: 1 }]), zoned, { now: NOW }))).toBe(
        'The minimum order for delivery to Centre is $15.00.',
      );
    });
  });

  it('adds sales tax per category rate, and a tip untaxed and undiscounted', () => {
    const priced = price(
      input({
        products: [
          { productId: 'a', quantity: 1 },
          { productId: 'b', quantity: 1 },
        ],
        couponCode: 'save10',
        tip: 4,
      }),
      context({ coupon: save10, money: SALES_TAX, dishes: taxed }),
      { now: NOW },
    );
    // Goods 1299 (5%) + 1399 (20%), 10% off shared 130 / 140: tax 58.45 → 58 and 251.8 → 252; the fee untaxed.
    expect(priced.totals).toMatchObject({
      subtotalCents: 2698,
      discountCents: 270,
      taxCents: 58 + 252,
      tipCents: 400,
      totalCents: 2698 - 270 + 300 + 310 + 400,
    });
    expect(priced.totals.taxLines).toEqual([
      { rate: 0, taxable: 300, tax: 0 },
      { rate: 5, taxable: 1169, tax: 58 },
      { rate: 20, taxable: 1259, tax: 252 },
    ]);
    expect(priced.lines.map((line) => [line.category, line.taxRate])).toEqual([
      ['Mains', 5],
      ['Drinks', 20],
    ]);
  });

  it('keeps tax inside the prices where they include it', () => {
    const priced = price(input({ products: [{ productId: 'b', quantity: 1 }] }), context({ money: VAT, dishes: taxed }), { now: NOW });
    // 1399 + 300 fee, both at 20%: 1699 × 20 / 120 = 283.17 → 283 inside the total.
    expect(priced.totals).toMatchObject({ taxCents: 283, totalCents: 1699, taxLines: [{ rate: 20, taxable: 1416, tax: 283 }] });
  });

  it("refuses a tip where the shop takes none, and one above the dishes' amount", () => {
    expect(() => price(input({ products: [{ productId: 'a', quantity: 1 }], tip: 1 }), context(), { now: NOW })).toThrow(
      CHECKOUT_MESSAGES.tipsOff,
    );
    expect(() =>
      price(input({ products: [{ productId: 'a', quantity: 1 }], tip: 13 }), context({ money: SALES_TAX }), { now: NOW }),
    ).toThrow(CHECKOUT_MESSAGES.tipTooLarge);
  });

  it('refuses a total the customer did not see with the current figures, tax and tip included', () => {
    const outcome = priceOrder(
      input({ products: [{ productId: 'a', quantity: 1 }], tip: 2, totalAmount: 15.99 }),
      context({ money: SALES_TAX, dishes: taxed }),
      { now: NOW },
    );
    expect(outcome).toMatchObject({
      kind: 'conflict',
      code: 'prices_changed',
      data: { currency: 'USD', subtotal: 12.99, tax: 0.65, tip: 2, totalAmount: 18.64 },
    });
  });

  describe('sold by weight', () => {
    const weighed = context({
      dishes: new Map([
        [
          'tomatoes',
          {
            ...dish('tomatoes', 449),
            name: 'Vine Tomatoes',
            sale: { soldBy: 'weight', unit: 'kg', quantityStep: 0.25, minQuantity: 0.5, maxQuantity: 5 },
          },
        ],
        ['a', dish('a', 1299)],
      ]),
    });

    it('prices a weight half up and keeps it as one item at its amount, with the weight and the price per kg beside', () => {
      const priced = price(
        input({
          products: [
            { productId: 'tomatoes', quantity: 1.5 },
            { productId: 'a', quantity: 2 },
          ],
        }),
        weighed,
        { now: NOW },
      );
      expect(priced.lines[0]).toMatchObject({ priceCents: 674, quantity: 1, weightMilli: 1500, weightUnit: 'kg', unitPriceCents: 449 });
      expect(priced.lines[1]).toMatchObject({ priceCents: 1299, quantity: 2, weightMilli: null, unitPriceCents: null });
      expect(priced.totals.subtotalCents).toBe(674 + 2598);
    });

    it('refuses a weight off the steps, below the least or above the most, and a part of an item, naming the product', () => {
      const refusal = (productId: string, quantity: number) =>
        priceOrder(input({ products: [{ productId, quantity }] }), weighed, { now: NOW });
      for (const [productId, quantity, message] of [
        ['tomatoes', 1.3, quantityProblemMessage('step', 'Vine Tomatoes', weighedRule)],
        ['tomatoes', 0.25, quantityProblemMessage('min', 'Vine Tomatoes', weighedRule)],
        ['tomatoes', 5.5, quantityProblemMessage('max', 'Vine Tomatoes', weighedRule)],
        ['a', 1.5, quantityProblemMessage('whole', 'Dish a', BY_THE_UNIT)],
      ] as const) {
        expect(refusal(productId, quantity)).toMatchObject({
          ok: false,
          kind: 'invalid',
          code: 'quantity_invalid',
          message,
          data: { productId },
        });
      }
    });
  });

  describe('stock', () => {
    const tracked = (overrides: Partial<OrderContext> = {}) =>
      context({
        dishes: new Map([
          ['tomatoes', { ...dish('tomatoes', 299), name: 'Vine Tomatoes', stockTracked: true }],
          ['a', dish('a', 1299)],
        ]),
        stockMilli: new Map([['tomatoes', 3000]]),
        ...overrides,
      });

    it('takes what a tracked product sells from its stock, and nothing of an untracked one', () => {
      const priced = priceOrder(
        input({
          products: [
            { productId: 'tomatoes', quantity: 2 },
            { productId: 'a', quantity: 5 },
          ],
        }),
        tracked(),
        {
          now: NOW,
        },
      );
      expect(priced.ok && priced.value.lines.map((line) => [line.foodId, line.stockTakenMilli])).toEqual([
        ['tomatoes', 2000],
        ['a', 0],
      ]);
    });

    it('refuses more than is left, adding up the lines of one product, and says how many are left', () => {
      const refusal = priceOrder(
        input({
          products: [
            { productId: 'tomatoes', quantity: 2 },
            { productId: 'tomatoes', quantity: 2 },
          ],
        }),
        tracked(),
        { now: NOW },
      );
      expect(refusal).toMatchObject({
        ok: false,
        kind: 'conflict',
        code: 'stock_short',
        message: STOCK_MESSAGES.onlyLeft('Vine Tomatoes', 3),
        data: { productId: 'tomatoes', left: 3 },
      });
      const none = priceOrder(input({ products: [{ productId: 'tomatoes', quantity: 1 }] }), tracked({ stockMilli: new Map() }), {
        now: NOW,
      });
      expect(none).toMatchObject({ ok: false, message: STOCK_MESSAGES.onlyLeft('Vine Tomatoes', 0) });
    });
  });
});
