import { describe, expect, it } from 'vitest';
import type { Order } from '../order.ts';
import { anOrderLine, WEIGHED_LINE } from '../../tests/factories/order-lines.ts';
import { composeMail, type ComposedMail, type MailInput, type MailShop } from './compose.ts';
import { MAIL_KINDS, type MailKind } from './mail-kinds.ts';
import { escapeHtml } from '../escape-html.ts';

const shop: MailShop = {
  storeName: 'Corner Kitchen',
  contactEmail: 'hello@corner.example',
  phone: '(217) 555-0142',
  street: '214 Market Street',
  locality: 'Springfield, IL 62701',
  country: 'USA',
  timeZone: 'America/New_York',
  publicUrl: 'https://pizza.example',
  locale: 'en-US',
};

const FISH = '<b>Fish & "Chips"</b>';
const FISH_HTML = '&lt;b&gt;Fish &amp; &quot;Chips&quot;&lt;/b&gt;';

/** A delivery order in dollars with tax added, a coupon, a tip and a card payment; accepted for 18:40 UTC. */
function order(overrides: Partial<Order> = {}): Order {
  return {
    _id: 'a1b2c3d4e5f6abc123',
    userId: 'u1',
    customerName: 'Ann Lee',
    customerEmail: 'ann@example.com',
    createdAt: '2026-11-24T17:52:00.000Z',
    products: [
      anOrderLine({
        productId: 'fish',
        name: FISH,
        price: 20.49,
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
    estimated: false,
    orderStatus: 'pending',
    paymentStatus: 'completed',
    paymentMethod: 'card',
    paymentDetails: { brand: 'visa', last4: '4242', cardHolderName: 'Ann Lee' },
    deliveryAddress: { street: '12 Harbour Road', city: 'Springfield', state: 'OR', zipCode: '97403', country: '' },
    fulfilment: { type: 'delivery', slotStart: null, promisedAt: '2026-11-24T18:40:00.000Z' },
    phone: '(217) 555-0100',
    notes: 'Ring twice, the bell is loud.',
    deliveryZone: null,
    couponCode: 'WELCOME10',
    currency: 'USD',
    subtotal: 54.97,
    discount: 5.5,
    discountPercent: 10,
    discountAmount: 5.5,
    deliveryFee: 3,
    taxMode: 'exclusive',
    tax: 4.66,
    taxLines: [{ rate: 8.875, taxable: 52.47, tax: 4.66 }],
    tip: 2,
    totalAmount: 59.13,
    estimatedTotal: 59.13,
    amountAuthorized: null,
    amountCaptured: null,
    authorizedAt: null,
    pickedAt: null,
    toBePicked: false,
    payLater: false,
    channel: 'web',
    table: null,
    refunded: 0,
    statusHistory: [],
    changedAt: null,
    extraPayment: null,
    acceptedAt: null,
    readyAt: '2026-11-24T18:40:00Z',
    expectedAt: '2026-11-24T18:55:00Z',
    rejectionReason: null,
    prepMinutes: null,
    paymentHold: null,
    locationId: 1,
    locationName: 'Doorstep',
    language: null,
    ...overrides,
  };
}

/** A pickup order in pounds with tax included, no coupon, cash at the counter. */
const pickupOrder = (overrides: Partial<Order> = {}) =>
  order({
    fulfilment: { type: 'pickup', slotStart: '2026-11-24T18:45:00.000Z', promisedAt: '2026-11-24T18:45:00.000Z' },
    deliveryAddress: { street: '', city: '', state: '', zipCode: '', country: '' },
    products: [
      anOrderLine({
        productId: 'cod',
        name: 'Cod & Chips',
        price: 12.5,
        quantity: 1,
      }),
    ],
    paymentMethod: 'cash',
    paymentStatus: 'pending',
    paymentDetails: null,
    couponCode: null,
    currency: 'GBP',
    subtotal: 12.5,
    discount: 0,
    discountPercent: 0,
    discountAmount: 0,
    deliveryFee: 0,
    taxMode: 'inclusive',
    tax: 2.08,
    taxLines: [{ rate: 20, taxable: 10.42, tax: 2.08 }],
    tip: 0,
    totalAmount: 12.5,
    estimatedTotal: 12.5,
    pickedAt: null,
    readyAt: '2026-11-24T18:40:00Z',
    expectedAt: '2026-11-24T18:40:00Z',
    ...overrides,
  });

/** A picked card order that came to 21.00 against a hold of 19.54: the card was charged all it held. */
function shortCharged(): Order {
  return order({
    orderStatus: 'processing',
    paymentMethod: 'card',
    paymentStatus: 'completed',
    totalAmount: 21,
    estimatedTotal: 17.76,
    amountAuthorized: 19.54,
    amountCaptured: 19.54,
    authorizedAt: '2026-11-24T17:00:00Z',
  });
}

const london: MailShop = { ...shop, timeZone: 'Europe/London', locale: 'en-GB' };

/** One input of every kind; a MailKind without its MailInput fails to compile here. */
const samples: { [K in MailKind]: Extract<MailInput, { kind: K }> } = {
  order_received: { kind: 'order_received', language: 'en', shop, order: order() },
  shop_new_order: { kind: 'shop_new_order', language: 'en', shop, order: order() },
  order_accepted: { kind: 'order_accepted', language: 'en', shop, order: order({ orderStatus: 'processing' }) },
  order_rejected: {
    kind: 'order_rejected',
    language: 'en',
    shop,
    order: order({ orderStatus: 'cancelled', rejectionReason: 'Out of dough' }),
  },
  order_ready: { kind: 'order_ready', language: 'en', shop: london, order: pickupOrder({ orderStatus: 'ready' }) },
  order_out_for_delivery: { kind: 'order_out_for_delivery', language: 'en', shop, order: order({ orderStatus: 'out_for_delivery' }) },
  order_refunded: {
    kind: 'order_refunded',
    language: 'en',
    shop,
    order: order({ refunded: 10, paymentStatus: 'partially_refunded' }),
    refundCents: 500,
  },
  order_picked: {
    kind: 'order_picked',
    language: 'en',
    shop,
    order: order({ orderStatus: 'processing' }),
    changes: [
      {
        position: 0,
        name: 'Vine Tomatoes',
        change: { kind: 'weighed', unit: 'kg', ordered: 1.5, picked: 1.42, charged: 1.42 },
        estimatedCents: 674,
        finalCents: 638,
      },
      { position: 1, name: 'Milk 1 L', change: { kind: 'missing' }, estimatedCents: 230, finalCents: 0 },
      { position: 2, name: 'Bread', change: { kind: 'as_ordered' }, estimatedCents: 250, finalCents: 250 },
    ],
    estimatedCents: 1776,
    finalCents: 1524,
  },
  order_changed: {
    kind: 'order_changed',
    language: 'en',
    shop,
    order: order({ orderStatus: 'processing' }),
    change: {
      reason: 'Customer called to add garlic bread',
      differences: [
        { kind: 'added', name: 'Garlic Bread', quantity: 1, unit: null, options: [] },
        { kind: 'quantity', name: 'Margherita', from: 2, to: 3, unit: null },
      ],
      previousTotalCents: 2400,
      totalCents: 3150,
      settlement: 'payment_link',
      amountCents: 750,
    },
  },
  replacements_waiting: {
    kind: 'replacements_waiting',
    language: 'en',
    shop,
    order: order({ orderStatus: 'processing' }),
    offers: [
      {
        position: 1,
        name: 'Basmati Rice 1 kg',
        change: { kind: 'replaced', by: { name: 'Jasmine Rice 1 kg', quantity: 2, unit: null }, named: false },
        estimatedCents: 658,
        finalCents: 658,
      },
    ],
    // 18:40 in New York.
    until: Date.UTC(2026, 10, 24, 23, 40),
    minutes: 10,
    trackingUrl: 'https://pizza.example/track/abc',
  },
  shop_card_short: { kind: 'shop_card_short', language: 'en', shop, order: shortCharged() },
  password_reset: {
    kind: 'password_reset',
    language: 'en',
    shop,
    name: 'Ann Lee',
    resetUrl: 'https://pizza.example/reset-password?token=abc&id=7',
    validMinutes: 60,
  },
  email_change: {
    kind: 'email_change',
    language: 'en',
    shop,
    newEmail: 'ann.new@example.com',
    confirmUrl: 'https://pizza.example/account/confirm-email?token=abc&id=7',
    validHours: 24,
  },
  email_in_use: { kind: 'email_in_use', language: 'en', shop },
  email_changed: { kind: 'email_changed', language: 'en', shop, name: 'Ann Lee', newEmail: 'ann.new@example.com' },
};

/** Asserts each fact is in the text part as written and in the HTML part escaped. */
function expectBoth(mail: ComposedMail, ...facts: string[]): void {
  for (const fact of facts) {
    expect(mail.text).toContain(fact);
    expect(mail.html).toContain(escapeHtml(fact));
  }
}

describe('escapeHtml', () => {
  it('turns markup and both quotes into entities, and leaves other text alone', () => {
    expect(escapeHtml('<script>alert("hi")</script>')).toBe('&lt;script&gt;alert(&quot;hi&quot;)&lt;/script&gt;');
    expect(escapeHtml(`Tom & Jerry's "Kitchen"`)).toBe('Tom &amp; Jerry&#39;s &quot;Kitchen&quot;');
    expect(escapeHtml('Café 12,50 € — ok')).toBe('Café 12,50 € — ok');
  });
});

describe('composeMail: every kind', () => {
  it.each(MAIL_KINDS)('%s is a complete, self-contained document with the shop in its subject and footer', (kind) => {
    const mail = composeMail(samples[kind]);
    expect(mail.subject).toContain('Corner Kitchen');
    expect(mail.html).toMatch(/^<!DOCTYPE html>\n<html lang="en"/);
    expect(mail.html).toMatch(/<body[^>]*>\n<div style="display:none;[^"]*">[^<]+/);
    expect(mail.html).toContain('max-width:600px');
    expect(mail.html).toMatch(/<\/html>$/);
    expect(mail.html).not.toMatch(/<(script|style|link|img)\b/i);
    expectBoth(mail, '214 Market Street', 'Springfield, IL 62701', '(217) 555-0142', 'hello@corner.example');
    expect(mail.html).toContain('href="tel:2175550142"');
    expect(mail.html).toContain('href="mailto:hello@corner.example"');
    expect(mail.text).toContain('\n-- \nCorner Kitchen\n');
    expect(mail.text).not.toMatch(/<(p|td|br|a)\b/);
  });

  it('keeps the subject on one line whatever the shop name holds', () => {
    const mail = composeMail({ ...samples.order_received, shop: { ...shop, storeName: 'Corner\r\nKitchen' } });
    expect(mail.subject).toBe('Corner Kitchen: we have your order #ABC123');
  });
});

describe('order_received', () => {
  it('thanks the customer and lists lines, options and every figure as the receipt does', () => {
    const mail = composeMail(samples.order_received);
    expect(mail.subject).toBe('Corner Kitchen: we have your order #ABC123');
    expectBoth(
      mail,
      'Thanks, we have your order',
      '#ABC123',
      '2 × ',
      'Large 14" (+$2.50)',
      'No onions',
      '$40.98',
      '1 × Dragon Roll',
      '$13.99',
    );
    expectBoth(
      mail,
      'Subtotal',
      '$54.97',
      'Discount (WELCOME10, 10%)',
      '-$5.50',
      'Delivery Fee',
      '$3.00',
      'Tax 8.875%',
      '$4.66',
      'Tip',
      '$2.00',
      'Total',
      '$59.13',
    );
    expectBoth(mail, 'Credit/Debit Card (Visa ending in 4242), paid', 'Ring twice, the bell is loud.', 'we accept your order');
    expectBoth(
      mail,
      'Deliver to',
      '12 Harbour Road',
      'Springfield, OR 97403',
      'as soon as possible (about 1:40 PM)',
      'Placed',
      '24 Nov 2026, 12:52 PM',
    );
  });

  it('lines the amounts up in the text part', () => {
    const { text } = composeMail(samples.order_received);
    expect(text).toContain(`2 × ${FISH}  $40.98\n    Large 14" (+$2.50)\n    No onions\n1 × Dragon Roll            $13.99`);
    expect(text).toContain('Subtotal                   $54.97\nDiscount (WELCOME10, 10%)  -$5.50\nDelivery Fee                $3.00');
  });

  it('links a signed-in customer to My Orders and a guest to their tracking link', () => {
    expectBoth(composeMail(samples.order_received), 'https://pizza.example/myorders');
    const guest = composeMail({ ...samples.order_received, trackingUrl: 'https://pizza.example/track?order=a1&key=x"y' });
    expect(guest.text).toContain('https://pizza.example/track?order=a1&key=x"y');
    expect(guest.html).toContain('href="https://pizza.example/track?order=a1&amp;key=x&quot;y"');
    expect(guest.html).not.toContain('/myorders');
  });

  it('writes a pickup with the slot in the shop time, the shop address, and tax included', () => {
    const mail = composeMail({ kind: 'order_received', language: 'en', shop: london, order: pickupOrder() });
    expectBoth(mail, 'Pickup', 'Tue 24 Nov, 18:45', 'Pick up at', '214 Market Street', '£12.50', 'incl. tax 20%', '£2.08', 'Pay at pickup');
    expect(mail.text).not.toContain('Cash on Delivery');
    expect(mail.text).not.toContain('Delivery Fee');
    expect(mail.text).not.toContain('Deliver to');
  });

  it("prints the shop's VAT number when it has one, and nothing when it has none", () => {
    const mail = composeMail({
      kind: 'order_received',
      language: 'en',
      shop: { ...london, taxNumberLine: 'VAT number GB 123 4567 89' },
      order: pickupOrder(),
    });
    expectBoth(mail, 'VAT number GB 123 4567 89');
    expect(composeMail({ kind: 'order_received', language: 'en', shop: london, order: pickupOrder() }).text).not.toContain('VAT number');
  });

  it('writes rupees with paise and yen without decimals', () => {
    const rupees = composeMail({
      kind: 'order_received',
      language: 'en',
      shop: { ...shop, locale: 'en-IN' },
      order: order({
        currency: 'INR',
        subtotal: 450,
        totalAmount: 450,
        estimatedTotal: 450,
        pickedAt: null,
        discount: 0,
        couponCode: null,
        tip: 0,
        deliveryFee: 0,
        taxLines: [],
      }),
    });
    expectBoth(rupees, '₹450.00');
    const yen = composeMail({
      kind: 'order_received',
      language: 'en',
      shop,
      order: order({
        currency: 'JPY',
        subtotal: 1250,
        totalAmount: 1250,
        estimatedTotal: 1250,
        pickedAt: null,
        discount: 0,
        couponCode: null,
        tip: 0,
        deliveryFee: 0,
        taxLines: [],
      }),
    });
    expectBoth(yen, '¥1,250');
    expect(yen.text).not.toContain('¥1,250.');
  });

  it('escapes everything the customer wrote in the HTML part and keeps it as written in the text part', () => {
    const mail = composeMail({
      kind: 'order_received',
      language: 'en',
      shop,
      order: order({
        customerName: '<script>alert(1)</script>',
        notes: 'Door "B" & <i>left</i>',
        deliveryAddress: { street: '1 <Main> St', city: 'A&B', state: '', zipCode: '', country: '' },
      }),
    });
    expect(mail.html).toContain(FISH_HTML);
    expect(mail.html).not.toContain(FISH);
    expect(mail.text).toContain(FISH);
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).toContain('Door &quot;B&quot; &amp; &lt;i&gt;left&lt;/i&gt;');
    expect(mail.html).toContain('1 &lt;Main&gt; St');
    expect(mail.html).not.toMatch(/<script|<i>|<Main>/);
    expect(mail.text).toContain('Door "B" & <i>left</i>');
  });
});

describe('shop_card_short', () => {
  it('tells the shop what its card held, what was charged and what was not, and where to look', () => {
    const mail = composeMail(samples.shop_card_short);
    expect(mail.subject).toBe('Corner Kitchen: order #ABC123 came to more than its card held');
    expectBoth(
      mail,
      'Order #ABC123 came to $21.00, more than the $19.54 its card holds: $19.54 was charged, and $1.46 was not.',
      'Collect the rest another way when the order is handed over, or let it go.',
    );
    expect(mail.html).toContain('href="https://pizza.example/admin/orders"');
  });
});

describe('shop_new_order', () => {
  it('tells the shop who ordered what, for when and where, and links the order desk', () => {
    const mail = composeMail(samples.shop_new_order);
    expect(mail.subject).toBe('Corner Kitchen: New order #ABC123 — $59.13');
    expectBoth(
      mail,
      'New order #ABC123',
      'Ann Lee',
      'ann@example.com',
      '(217) 555-0100',
      'Delivery',
      'as soon as possible (about 1:40 PM)',
    );
    expectBoth(mail, '12 Harbour Road', 'Ring twice, the bell is loud.', 'Large 14" (+$2.50)', 'Total', '$59.13', 'Credit/Debit Card');
    expectBoth(mail, 'https://pizza.example/admin/desk');
    expect(mail.html).toContain(FISH_HTML);
  });
});

describe('order_accepted', () => {
  it('says when a pickup will be ready, in the shop time zone', () => {
    const accepted = pickupOrder({ orderStatus: 'processing' });
    const inLondon = composeMail({ kind: 'order_accepted', language: 'en', shop: london, order: accepted });
    expect(inLondon.subject).toBe('Corner Kitchen: order #ABC123 accepted — ready at 18:40');
    expectBoth(inLondon, 'ready at 18:40', '1 × Cod & Chips', 'Your slot', 'Tue 24 Nov, 18:45');
    expect(inLondon.html).toMatch(/<div style="display:none;[^"]*">Accepted — ready at 18:40/);
    const inNewYork = composeMail({ kind: 'order_accepted', language: 'en', shop, order: accepted });
    expectBoth(inNewYork, 'ready at 1:40 PM');
  });

  it('says when a delivery should arrive, with the lines and the follow link', () => {
    const mail = composeMail(samples.order_accepted);
    expect(mail.subject).toBe('Corner Kitchen: order #ABC123 accepted — arriving around 1:55 PM');
    expectBoth(
      mail,
      'arriving around 1:55 PM',
      `2 × ${FISH} (Large 14", No onions)`,
      '1 × Dragon Roll',
      '12 Harbour Road',
      '$59.13',
      'https://pizza.example/myorders',
    );
    expect(mail.text).not.toContain('Your slot');
  });
});

describe('order_rejected', () => {
  it('says sorry with the reason, and how to reach the shop', () => {
    const mail = composeMail(samples.order_rejected);
    expect(mail.subject).toBe('Corner Kitchen: sorry, we could not take order #ABC123');
    expectBoth(
      mail,
      'Sorry, we could not take your order',
      'Reason',
      'Out of dough',
      'call us on (217) 555-0142',
      'write to hello@corner.example',
    );
    expect(mail.text).not.toContain('refunded');
  });

  it('says what was refunded and where it goes, and escapes the reason', () => {
    const mail = composeMail({
      ...samples.order_rejected,
      order: order({ orderStatus: 'cancelled', rejectionReason: 'Oven <broken> & "cold"', refunded: 59.13, paymentStatus: 'refunded' }),
    });
    expectBoth(mail, 'We have refunded $59.13', 'back to your card (Visa ending in 4242)', 'Oven <broken> & "cold"');
    expect(mail.html).not.toContain('<broken>');
  });
});

describe('order_rejected after accepting', () => {
  it('says the order was cancelled, with the reason and the cash given back', () => {
    const cancelled = pickupOrder({
      orderStatus: 'cancelled',
      acceptedAt: '2026-11-24T18:00:00.000Z',
      rejectionReason: 'The oven broke',
      refunded: 12.5,
      paymentStatus: 'refunded',
    });
    const mail = composeMail({ kind: 'order_rejected', language: 'en', shop: london, order: cancelled });
    expect(mail.subject).toBe('Corner Kitchen: sorry, we had to cancel order #ABC123');
    expectBoth(mail, 'Sorry, we had to cancel your order', 'The oven broke', 'We have refunded £12.50', 'in cash');
    expect(mail.html).toMatch(/<div style="display:none;[^"]*">Cancelled: The oven broke/);
  });
});

describe('order_ready', () => {
  it('asks the customer to pick it up at the shop, with what is left to pay', () => {
    const mail = composeMail(samples.order_ready);
    expect(mail.subject).toBe('Corner Kitchen: order #ABC123 is ready for pickup');
    expectBoth(
      mail,
      'Your order is ready for pickup',
      '#ABC123',
      'pick it up at Corner Kitchen, 214 Market Street, Springfield, IL 62701, USA',
      'To pay',
      '£12.50 in cash',
    );
  });

  it("gives the pickup address with the shop's phone beside it, in every pickup mail", () => {
    for (const kind of ['order_received', 'order_accepted', 'order_ready'] as const) {
      const mail = composeMail({
        kind,
        language: 'en',
        shop: london,
        order: pickupOrder({ orderStatus: kind === 'order_received' ? 'pending' : kind === 'order_accepted' ? 'processing' : 'ready' }),
      });
      // The fact itself, not the footer every mail has: the phone follows the address under 'Pick up at'.
      expect(mail.text, kind).toMatch(
        /Pick up at[^\n]*\n?[\s\S]*?214 Market Street[\s\S]*?Phone: \(217\) 555-0142[\s\S]*?Follow your order/,
      );
    }
  });
});

describe('order_out_for_delivery', () => {
  it('says it is on its way, when it should arrive and where to', () => {
    const mail = composeMail(samples.order_out_for_delivery);
    expect(mail.subject).toBe('Corner Kitchen: order #ABC123 is on its way');
    expectBoth(mail, 'Your order is on its way', 'arriving around 1:55 PM', 'Deliver to', '12 Harbour Road', 'Springfield, OR 97403');
    expectBoth(composeMail({ ...samples.order_out_for_delivery, shop: london }), 'arriving around 18:55');
  });

  it("links an account's order to its review, and not a guest's", () => {
    const mail = composeMail(samples.order_out_for_delivery);
    const order = samples.order_out_for_delivery.order;
    expectBoth(mail, 'Review this order', `https://pizza.example/review?order=${order._id}`);
    const guest = composeMail({ ...samples.order_out_for_delivery, trackingUrl: 'https://pizza.example/track/abc' });
    expect(guest.text).not.toContain('Review this order');
  });
});

describe('order_refunded', () => {
  it('gives this refund, the total refunded so far, and where the money goes', () => {
    const mail = composeMail(samples.order_refunded);
    expect(mail.subject).toBe('Corner Kitchen: refund of $5.00 for order #ABC123');
    expectBoth(mail, 'This refund', '$5.00', 'Refunded in all', '$10.00', 'back to your card', 'within a few days');
  });

  it('writes the refund in the order currency', () => {
    const mail = composeMail({
      kind: 'order_refunded',
      language: 'en',
      shop: { ...shop, locale: 'en-IN' },
      order: order({ currency: 'INR', refunded: 450, paymentMethod: 'upi', paymentDetails: { upiId: 'ann@upi', transactionId: 't1' } }),
      refundCents: 45000,
    });
    expectBoth(mail, '₹450.00', 'UPI account');
  });
});

describe('order_picked', () => {
  it('says what changed line by line, leaves out what did not, and gives both totals', () => {
    const mail = composeMail(samples.order_picked);
    expect(mail.subject).toBe('Corner Kitchen: your order #ABC123 is picked');
    expectBoth(
      mail,
      '2 lines of your order changed when it was picked.',
      'Vine Tomatoes: you ordered 1.5 kg; it weighed 1.42 kg.',
      'Milk 1 L was out: you are not charged for it.',
      'Estimated total $17.76; final total $15.24.',
    );
    expect(mail.text).not.toContain('Bread');
    expect(mail.text).not.toContain('card');
  });

  it('says what a held card was charged once it was, or that it was released', () => {
    const card = { paymentMethod: 'card', toBePicked: true, amountAuthorized: 19.54, authorizedAt: '2026-11-24T17:00:00Z' } as const;
    const charged = order({ ...card, paymentStatus: 'completed', totalAmount: 15.24, amountCaptured: 15.24 });
    expectBoth(
      composeMail({ ...samples.order_picked, order: charged }),
      '$15.24 was charged to your card, which held $19.54; the rest is released.',
    );
    const released = order({ ...card, paymentStatus: 'released', totalAmount: 0, amountCaptured: 0 });
    expectBoth(composeMail({ ...samples.order_picked, order: released }), 'Nothing was charged: the $19.54 held on your card is released.');
    // Still held (its charge not through yet): nothing is said of the card.
    const held = order({ ...card, paymentStatus: 'authorized', amountCaptured: null });
    expect(composeMail({ ...samples.order_picked, order: held }).text).not.toContain('charged to your card');
  });
});

describe('replacements_waiting', () => {
  it('names each product that is out with what is offered and what it comes to, the time left, and the way to answer', () => {
    const mail = composeMail(samples.replacements_waiting);
    expect(mail.subject).toBe('Corner Kitchen: a replacement in your order #ABC123 needs your answer');
    expectBoth(
      mail,
      'Do you accept this replacement?',
      'Tell us within 10 min (by 6:40 PM) whether we may send what we offer instead',
      'Basmati Rice 1 kg is out: we offer 2 × Jasmine Rice 1 kg instead, for $6.58.',
      'https://pizza.example/track/abc',
    );
  });
});

describe('password_reset', () => {
  it('gives a button and the link written out, how long it works, and what to do if not asked', () => {
    const mail = composeMail({ ...samples.password_reset, name: 'Ann <Lee>' });
    expect(mail.subject).toBe('Corner Kitchen: reset your password');
    expectBoth(mail, 'Reset your password', 'Hi Ann <Lee>,', '60 minutes', 'works once', 'If you did not ask for this, ignore this mail');
    expect(mail.text).toContain('\nhttps://pizza.example/reset-password?token=abc&id=7\n');
    expect(mail.html).toContain('href="https://pizza.example/reset-password?token=abc&amp;id=7"');
    expect(mail.html).not.toContain('<Lee>');
  });
});

describe('e-mail change', () => {
  it('sends the new address a button and the link written out, how long it works, and what to do if not asked', () => {
    const mail = composeMail(samples.email_change);
    expect(mail.subject).toBe('Corner Kitchen: confirm your new e-mail');
    // Nobody proved the new inbox is the account holder's: nothing they typed but the address.
    expectBoth(
      mail,
      'Use this e-mail',
      'Hi there,',
      'ann.new@example.com',
      '24 hours',
      'works once',
      'If you did not ask for this, ignore this mail',
    );
    expect(mail.text).toContain('\nhttps://pizza.example/account/confirm-email?token=abc&id=7\n');
    expect(mail.html).toContain('href="https://pizza.example/account/confirm-email?token=abc&amp;id=7"');
  });

  it('tells an address that has an account only that someone tried to use it, with a way back in', () => {
    const mail = composeMail(samples.email_in_use);
    expect(mail.subject).toBe('Corner Kitchen: someone tried to use your e-mail');
    expectBoth(mail, 'nothing has changed', 'https://pizza.example/forgot-password');
    expect(mail.text).not.toContain('Ann');
  });

  it('tells the old address where the account went and whom to write to', () => {
    const mail = composeMail(samples.email_changed);
    expect(mail.subject).toBe('Corner Kitchen: your e-mail was changed');
    expectBoth(mail, 'Hi Ann Lee,', 'changed to ann.new@example.com', 'write to us at hello@corner.example');
  });
});

describe('the mails of a shop with several locations', () => {
  const chain: MailShop = {
    ...shop,
    locations: new Map([
      [1, { name: 'Corner Kitchen', addressLines: ['214 Market Street, Springfield, IL 62701'], phone: '(217) 555-0142' }],
      [2, { name: 'Riverside', addressLines: ['9 River Road, Springfield, IL 62702'], phone: '(217) 555-0199' }],
    ]),
  };

  it("send a pickup to its location's address and phone", () => {
    const mail = composeMail({
      kind: 'order_received',
      language: 'en',
      shop: chain,
      order: pickupOrder({ locationId: 2, locationName: 'Riverside' }),
    });
    expectBoth(mail, 'Pick up at', 'Riverside', '9 River Road, Springfield, IL 62702', '(217) 555-0199');
    // The shop's own address stays in the footer only.
    expect(mail.text.split('214 Market Street')).toHaveLength(2);
  });

  it('name the location that makes a delivery', () => {
    const mail = composeMail({
      kind: 'order_received',
      language: 'en',
      shop: chain,
      order: order({ locationId: 2, locationName: 'Riverside' }),
    });
    expectBoth(mail, 'Location', 'Riverside', '9 River Road, Springfield, IL 62702');
  });

  it('say nothing of locations at a shop with one', () => {
    const mail = composeMail({ kind: 'order_received', language: 'en', shop, order: order() });
    expect(mail.text).not.toContain('Location');
  });
});

describe('the mails of an order with a line sold by weight', () => {
  const weighed = order({ products: [WEIGHED_LINE], estimated: true });

  it('name the line by its weight with its price per kg and amount, and say the total is an estimate', () => {
    const mail = composeMail({ kind: 'order_received', language: 'en', shop, order: weighed });
    expectBoth(mail, '1.5 kg Vine Tomatoes', '$4.49/kg', '$6.74', 'Estimated total: the final price is set when your order is weighed.');
    expect(mail.text).not.toContain('1.5 × ');
    const accepted = composeMail({ kind: 'order_accepted', language: 'en', shop, order: weighed });
    expectBoth(accepted, '1.5 kg Vine Tomatoes', 'Estimated total');
  });

  it('write the weight in the mail’s language, and tell the shop to weigh it', () => {
    const german = composeMail({ kind: 'order_received', language: 'de', shop, order: weighed });
    expectBoth(german, '1,5 kg Vine Tomatoes', 'Geschätzte Summe');
    const toShop = composeMail({ kind: 'shop_new_order', language: 'en', shop, order: weighed });
    expectBoth(toShop, '1.5 kg Vine Tomatoes', 'Estimated total: weigh the lines sold by weight to set the final price.');
  });

  it('say the cash to pay on hand-over is an estimate too', () => {
    const unpaid = { ...weighed, paymentMethod: 'cash' as const, paymentStatus: 'pending' as const };
    for (const kind of ['order_ready', 'order_out_for_delivery'] as const) {
      const mail = composeMail({ kind, language: 'en', shop, order: unpaid, trackingUrl: null });
      expectBoth(mail, 'Estimated total: the final price is set when your order is weighed.');
    }
  });

  it('say nothing of an estimate when every line is sold by the unit', () => {
    expect(composeMail(samples.order_received).text).not.toContain('Estimated');
  });
});

describe('order_changed', () => {
  it('says what changed, why, the new total and links the page where the extra is paid', () => {
    const mail = composeMail({ ...samples.order_changed, trackingUrl: 'https://pizza.example/track/abc' });
    expect(mail.subject).toContain('was changed');
    expect(mail.text).toContain('Added 1 × Garlic Bread');
    expect(mail.text).toContain('Margherita 2 → 3');
    expect(mail.text).toContain('total $24.00 → $31.50');
    expect(mail.text).toContain('Reason: Customer called to add garlic bread');
    expect(mail.text).toContain('costs $7.50 more');
    expect(mail.text).toContain('Pay $7.50');
    expect(mail.text).toContain('https://pizza.example/track/abc');
  });

  it('says what went back to the card when the order got cheaper, and links My Orders for an account', () => {
    const change = { ...samples.order_changed.change, settlement: 'refunded' as const, amountCents: 750, totalCents: 1650 };
    const mail = composeMail({ ...samples.order_changed, change });
    expect(mail.text).toContain('$7.50 was given back to your card.');
    expect(mail.text).toContain('/myorders');
    expect(mail.text).not.toContain('Pay $');
  });
});
