import { describe, expect, it } from 'vitest';
import { addressFormatOf } from '../address-format.ts';
import type { Order } from '../order.ts';
import { anOrder } from '../../tests/factories/order-answer.ts';
import { anOrderLine, WEIGHED_LINE } from '../../tests/factories/order-lines.ts';
import { customerReceipt, kitchenTicket, type SlipShop } from './order-slips.ts';

const shop: SlipShop = {
  storeName: 'Corner Kitchen',
  phone: '(217) 555-0142',
  contactEmail: 'hello@corner.example',
  street: '214 Market Street',
  locality: 'Springfield, IL 62701',
  country: '',
  timeZone: 'Europe/London',
  locale: 'en-GB',
  addressFormat: addressFormatOf('US'),
};

function order(overrides: Partial<Order> = {}): Order {
  return anOrder({
    products: [
      anOrderLine({
        productId: 'pepperoni-pizza',
        name: 'Pepperoni Pizza',
        price: 17.99,
        quantity: 2,
        options: [
          { id: 'large-14', name: 'Large 14"', price: 2.5 },
          { id: 'no-onions', name: 'No onions', price: 0 },
        ],
      }),
      anOrderLine({
        productId: 'dragon-roll',
        name: 'Dragon Roll',
        price: 13.99,
        quantity: 1,
      }),
    ],
    notes: '  Ring twice, the bell is loud.  ',
    ...overrides,
  });
}

describe('kitchenTicket', () => {
  it('says the reference, when it was placed, how it goes out, what to cook with its options and the notes, in the shop time', () => {
    expect(kitchenTicket(order(), shop)).toEqual({
      reference: 'ABC123',
      placedAt: 'Thu 16 Jul, 11:52',
      handOver: 'delivery',
      table: null,
      timing: 'ASAP',
      due: { label: 'Promised for', at: '12:40' },
      customerName: 'Ann Lee',
      channel: 'web',
      location: null,
      lines: [
        { quantity: 2, heading: '2 × Pepperoni Pizza', name: 'Pepperoni Pizza', options: ['Large 14"', 'No onions'], ifOut: null },
        { quantity: 1, heading: '1 × Dragon Roll', name: 'Dragon Roll', options: [], ifOut: null },
      ],
      notes: 'Ring twice, the bell is loud.',
    });
  });

  it('says an order the team took by phone is one', () => {
    expect(kitchenTicket(order({ channel: 'phone' }), shop).channel).toBe('phone');
  });

  it('gives the ready time once the desk has accepted the order, and the day of a scheduled slot', () => {
    const accepted = order({
      fulfilment: { type: 'pickup', slotStart: '2026-07-17T17:00:00.000Z', promisedAt: '2026-07-17T17:00:00.000Z' },
      acceptedAt: '2026-07-16T11:00:00.000Z',
      readyAt: '2026-07-17T16:50:00.000Z',
    });
    expect(kitchenTicket(accepted, shop)).toMatchObject({
      handOver: 'pickup',
      timing: 'SCHEDULED',
      due: { label: 'Ready by', at: 'Fri 17 Jul, 17:50' },
    });
    expect(kitchenTicket(accepted, { timeZone: 'Asia/Kolkata', locale: 'en-IN' }).due).toEqual({
      label: 'Ready by',
      at: 'Fri 17 Jul, 10:20 PM',
    });
    // An it-IT shop reads the 24-hour clock.
    expect(kitchenTicket(accepted, { timeZone: 'Europe/Rome', locale: 'it-IT' }).due).toEqual({
      label: 'Ready by',
      at: 'Fri 17 Jul, 18:50',
    });
  });

  it("names the order's location in a chain, and none with one location", () => {
    const locations = new Map([[2, { name: 'Riverside', addressLines: ['9 River Road'], phone: '217 555 0199' }]]);
    const atRiverside = order({ locationId: 2, locationName: 'Riverside' });
    expect(kitchenTicket(atRiverside, { ...shop, locations }).location).toBe('Riverside');
    expect(kitchenTicket(order(), shop).location).toBeNull();
  });

  it('says only ASAP on orders from before the shop kept a time', () => {
    const old = order({ fulfilment: { type: 'delivery', slotStart: null, promisedAt: null }, notes: '' });
    expect(kitchenTicket(old, shop)).toMatchObject({ timing: 'ASAP', due: null, notes: '' });
  });

  it('carries no amount of money', () => {
    expect(JSON.stringify(kitchenTicket(order(), shop))).not.toMatch(/£|17\.99|52\.97/);
  });
});

describe('the customer’s choices of replacement', () => {
  it('are on the ticket once the customer chose for any line, and not on an order without one', () => {
    const chosen = order({
      products: [
        { ...WEIGHED_LINE, substitution: { mode: 'best_match' } },
        { ...WEIGHED_LINE, substitution: { mode: 'specific', productId: 'cherry-tomatoes', name: 'Cherry Tomatoes' } },
        { ...WEIGHED_LINE, substitution: { mode: 'none' } },
      ],
    });
    expect(kitchenTicket(chosen, shop).lines.map((line) => line.ifOut)).toEqual([
      { mode: 'best_match' },
      { mode: 'specific', productId: 'cherry-tomatoes', name: 'Cherry Tomatoes' },
      { mode: 'none' },
    ]);
    expect(kitchenTicket(order({ products: [WEIGHED_LINE] }), shop).lines[0]!.ifOut).toBeNull();
  });
});

describe('a line sold by weight', () => {
  it('is named by its weight on the ticket, in the language asked for', () => {
    const weighed = order({ products: [WEIGHED_LINE], estimated: true });
    expect(kitchenTicket(weighed, shop).lines[0]).toMatchObject({ heading: '1.5 kg Vine Tomatoes', quantity: 1.5 });
    expect(kitchenTicket(weighed, shop, 'de').lines[0]!.heading).toBe('1,5 kg Vine Tomatoes');
  });

  it('gives its price per kg and its own amount on the receipt, and says the total is an estimate', () => {
    const receipt = customerReceipt(order({ products: [WEIGHED_LINE], estimated: true }), shop);
    expect(receipt.lines[0]).toMatchObject({ heading: '1.5 kg Vine Tomatoes', unitPrice: '£4.49/kg', amount: '£6.74', weighed: true });
    expect(receipt.estimated).toBe(true);
    expect(customerReceipt(order(), shop).estimated).toBe(false);
  });
});

describe('customerReceipt', () => {
  it("lists the shop, the lines with their options and amounts, and the figures in the order's currency, tax included after the total", () => {
    expect(customerReceipt(order(), shop)).toEqual({
      shopName: 'Corner Kitchen',
      shopContact: ['214 Market Street', 'Springfield, IL 62701', '(217) 555-0142', 'hello@corner.example'],
      reference: 'ABC123',
      placedAt: '16 Jul 2026, 11:52',
      handOver: 'delivery',
      table: null,
      deliverTo: ['12 Harbour Road', 'Springfield, OR 97403'],
      lines: [
        {
          quantity: 2,
          heading: '2 × Pepperoni Pizza',
          name: 'Pepperoni Pizza',
          options: ['Large 14" (+£2.50)', 'No onions'],
          unitPrice: '£17.99',
          amount: '£35.98',
          weighed: false,
        },
        {
          quantity: 1,
          heading: '1 × Dragon Roll',
          name: 'Dragon Roll',
          options: [],
          unitPrice: '£13.99',
          amount: '£13.99',
          weighed: false,
        },
      ],
      estimated: false,
      rows: [
        { label: 'Subtotal', amount: '£49.97' },
        { label: 'Delivery Fee', amount: '£3.00' },
        { label: 'Total', amount: '£52.97', strong: true },
        { label: 'incl. tax 20%', amount: '£8.83' },
      ],
      paymentMethod: 'Cash on Delivery',
      paymentStatus: 'Not paid yet',
    });
  });

  it('writes the delivery address as the shop’s country’s post does, and none for a pickup', () => {
    const rome = { street: 'Via del Corso 12', city: 'Roma', state: 'RM', zipCode: '00186', country: 'IT' };
    expect(customerReceipt(order({ deliveryAddress: rome }), { ...shop, addressFormat: addressFormatOf('IT') }).deliverTo).toEqual([
      'Via del Corso 12',
      '00186 Roma RM',
    ]);
    const pickup = order({ fulfilment: { type: 'pickup', slotStart: null, promisedAt: '2026-07-16T11:40:00.000Z' } });
    expect(customerReceipt(pickup, shop).deliverTo).toEqual([]);
  });

  it("prints the shop's VAT number under its contact when it has one", () => {
    expect(customerReceipt(order(), { ...shop, taxNumberLine: 'VAT number GB 123 4567 89' }).shopContact.at(-1)).toBe(
      'VAT number GB 123 4567 89',
    );
  });

  it("gives a chain's receipt its order's location, with the location's address and phone", () => {
    const locations = new Map([[2, { name: 'Riverside', addressLines: ['9 River Road, Springfield, IL 62702'], phone: '(217) 555-0199' }]]);
    expect(customerReceipt(order({ locationId: 2, locationName: 'Riverside' }), { ...shop, locations }).shopContact).toEqual([
      'Riverside',
      '9 River Road, Springfield, IL 62702',
      '(217) 555-0199',
      shop.contactEmail,
    ]);
  });

  it('adds tax before the total when it is added, and shows the discount, tip and refund', () => {
    const receipt = customerReceipt(
      order({
        currency: 'USD',
        taxMode: 'exclusive',
        taxLines: [{ rate: 8.875, taxable: 47.97, tax: 4.26 }],
        couponCode: 'SAVE10',
        discount: 5,
        discountAmount: 5,
        discountPercent: 10,
        tip: 4,
        totalAmount: 56.23,
        estimatedTotal: 56.23,
        pickedAt: null,
        refunded: 10,
        paymentMethod: 'card',
        paymentStatus: 'partially_refunded',
      }),
      { ...shop, locale: 'en-US' },
    );
    expect(receipt.rows.map((row) => `${row.label} ${row.amount}`)).toEqual([
      'Subtotal $49.97',
      'Discount (SAVE10, 10%) -$5.00',
      'Delivery Fee $3.00',
      'Tax 8.875% $4.26',
      'Tip $4.00',
      'Total $56.23',
      'Refunded -$10.00',
    ]);
    expect(receipt).toMatchObject({ paymentMethod: 'Credit/Debit Card', paymentStatus: 'Partly refunded' });
  });

  it('says cash on a pickup is paid at pickup, and a paid one Paid', () => {
    const receipt = customerReceipt(
      order({ fulfilment: { type: 'pickup', slotStart: null, promisedAt: null }, paymentStatus: 'completed' }),
      shop,
    );
    expect(receipt).toMatchObject({ paymentMethod: 'Pay at pickup', paymentStatus: 'Paid' });
  });

  it('gives a picked order’s final amount to collect, not its estimate, and says a held card is held', () => {
    const picked = {
      currency: 'USD',
      taxMode: 'exclusive' as const,
      taxLines: [{ rate: 5, taxable: 11.66, tax: 0.58 }],
      subtotal: 12.96,
      couponCode: 'TENOFF',
      discount: 1.3,
      discountAmount: 1.3,
      discountPercent: 10,
      totalAmount: 15.24,
      estimatedTotal: 17.76,
      pickedAt: '2026-01-15T13:00:00.000Z',
      estimated: false,
    };
    const cash = customerReceipt(order(picked), { ...shop, locale: 'en-US' });
    expect(cash.rows.find((row) => row.label === 'Total')).toEqual({ label: 'Total', amount: '$15.24', strong: true });
    expect(cash.estimated).toBe(false);
    const held = customerReceipt(order({ ...picked, paymentMethod: 'card', paymentStatus: 'authorized' }), shop);
    expect(held).toMatchObject({ paymentMethod: 'Credit/Debit Card', paymentStatus: 'Card held' });
  });

  it('writes a currency without minor units whole, and leaves out the fee of a pickup order that has none', () => {
    const receipt = customerReceipt(
      order({
        currency: 'JPY',
        products: [
          anOrderLine({
            productId: 'ramen',
            name: 'Ramen',
            price: 1200,
            quantity: 2,
            options: [{ id: 'extra-egg', name: 'Extra egg', price: 150 }],
          }),
        ],
        fulfilment: { type: 'pickup', slotStart: null, promisedAt: null },
        subtotal: 2400,
        deliveryFee: 0,
        taxLines: [],
        tax: 0,
        totalAmount: 2400,
        estimatedTotal: 2400,
        pickedAt: null,
      }),
      { ...shop, locale: 'ja-JP' },
    );
    expect(receipt.lines[0]).toMatchObject({ options: ['Extra egg (+￥150)'], unitPrice: '￥1,200', amount: '￥2,400' });
    expect(receipt.rows).toEqual([
      { label: 'Subtotal', amount: '￥2,400' },
      { label: 'Total', amount: '￥2,400', strong: true },
    ]);
    expect(receipt.handOver).toBe('pickup');
  });
});
