import { describe, expect, it } from 'vitest';
import { anOrderLine } from '../../tests/factories/order-lines.ts';
import type { Order } from '../order.ts';
import { composeMail, type MailShop } from './compose.ts';

/** The shop's mails written in the customer's language: Italian, and Arabic right to left. */

const shop: MailShop = {
  storeName: 'Trattoria Sole',
  contactEmail: 'ciao@sole.example',
  phone: '+39 06 555 0142',
  street: 'Via Roma 1',
  locality: '00100 Roma',
  country: 'Italia',
  timeZone: 'Europe/Rome',
  publicUrl: 'https://sole.example',
  locale: 'it-IT',
};

function order(overrides: Partial<Order> = {}): Order {
  return {
    _id: 'a1b2c3d4e5f6abc123',
    userId: null,
    customerName: 'Ada',
    customerEmail: 'ada@example.com',
    createdAt: '2026-11-24T17:52:00.000Z',
    products: [
      anOrderLine({
        productId: 'pizza',
        name: 'Margherita',
        price: 9.5,
        quantity: 2,
      }),
    ],
    estimated: false,
    orderStatus: 'pending',
    paymentStatus: 'pending',
    paymentMethod: 'cash',
    paymentDetails: null,
    deliveryAddress: { street: 'Via Po 3', city: 'Roma', state: '', zipCode: '00198', country: '' },
    fulfilment: { type: 'delivery', slotStart: null, promisedAt: '2026-11-24T18:40:00.000Z' },
    phone: '',
    notes: '',
    deliveryZone: null,
    couponCode: null,
    currency: 'EUR',
    subtotal: 19,
    discount: 0,
    discountPercent: 0,
    discountAmount: 0,
    deliveryFee: 2,
    taxMode: 'inclusive',
    tax: 1.91,
    taxLines: [{ rate: 10, taxable: 19.09, tax: 1.91 }],
    tip: 0,
    totalAmount: 21,
    estimatedTotal: 21,
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
    readyAt: null,
    expectedAt: null,
    rejectionReason: null,
    prepMinutes: null,
    paymentHold: null,
    locationId: 1,
    locationName: 'Doorstep',
    language: 'it',
    ...overrides,
  };
}

describe('a mail in Italian', () => {
  it('has an Italian subject, body and footer, times on the shop’s clock in Rome', () => {
    const mail = composeMail({ kind: 'order_received', language: 'it', shop, order: order() });
    expect(mail.subject).toBe('Trattoria Sole: abbiamo ricevuto il tuo ordine #ABC123');
    expect(mail.html).toContain('<html lang="it" dir="ltr">');
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('Grazie, abbiamo ricevuto il tuo ordine');
      expect(part).toContain('Ciao Ada,');
      expect(part).toContain('Contanti alla consegna');
      // 18:40 UTC is 19:40 in Rome.
      expect(part).toContain('il prima possibile (verso le 19:40)');
      expect(part).toContain('Subtotale');
      expect(part).toContain('Telefono: ');
    }
    expect(mail.text).not.toMatch(/\b(Thank|Order|Subtotal|Phone)\b/);
  });

  it('words an accepted pickup order with its ready time', () => {
    const accepted = order({
      orderStatus: 'processing',
      acceptedAt: '2026-11-24T17:55:00Z',
      readyAt: '2026-11-24T18:30:00Z',
      fulfilment: { type: 'pickup', slotStart: null, promisedAt: '2026-11-24T18:30:00.000Z' },
    });
    const mail = composeMail({ kind: 'order_accepted', language: 'it', shop, order: accepted });
    expect(mail.subject).toBe('Trattoria Sole: ordine #ABC123 accettato — pronto alle 19:30');
    expect(mail.text).toContain('Sarà pronto alle 19:30.');
  });

  it('counts the minutes of a reset link in Italian', () => {
    const mail = composeMail({
      kind: 'password_reset',
      language: 'it',
      shop,
      name: 'Ada',
      resetUrl: 'https://sole.example/reset-password?token=t',
      validMinutes: 60,
    });
    expect(mail.subject).toBe('Trattoria Sole: reimposta la password');
    expect(mail.text).toContain('Il link funziona una sola volta ed è valido per 60 minuti.');
  });
});

describe('a mail in Arabic', () => {
  it('runs right to left, with an Arabic subject and lines', () => {
    const mail = composeMail({ kind: 'order_received', language: 'ar', shop, order: order({ language: 'ar' }) });
    expect(mail.subject).toBe('Trattoria Sole: استلمنا طلبك #ABC123');
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('شكرًا لك، استلمنا طلبك');
      expect(part).toContain('الدفع نقدًا عند التوصيل');
      expect(part).toContain('المجموع الفرعي');
    }
    // Dishes and labels start on the right, their amounts end on the left, the gap between them.
    expect(mail.html).toMatch(/<td valign="top" align="right" style="padding:8px 0;[^"]*">\d+ × /);
    expect(mail.html).toMatch(/<td valign="top" align="left" style="[^"]*white-space:nowrap;padding-right:16px;">/);
    expect(mail.html).toContain('padding:4px 0;padding-left:16px;');
  });

  it('writes the shop’s notice in the owner’s language too', () => {
    const mail = composeMail({ kind: 'shop_new_order', language: 'ar', shop, order: order() });
    expect(mail.subject).toContain('طلب جديد #ABC123');
    expect(mail.text).toContain('اقبل الطلب أو ارفضه من لوحة الطلبات.');
    expect(mail.html).toContain('dir="rtl"');
  });
});
