import { describe, expect, it } from 'vitest';
import {
  AcceptInput,
  AWAITING_PAYMENT_MESSAGE,
  DEFAULT_DESK_SETTINGS,
  deskColumn,
  deskColumnName,
  expectedAtFrom,
  isOverdue,
  kitchenPace,
  paidOnHandOver,
  cookingStartsAt,
  cancellingNeedsReason,
  readyAtOnAccept,
  refuseMove,
  takesPaymentOnHandOver,
  suggestPrepMinutes,
  waitingSince,
  lineItemCount,
} from './order-desk.ts';

const MINUTE = 60_000;
const NOW = Date.UTC(2026, 10, 25, 18, 0, 0);
const desk = { answerWithinMinutes: 5, travelMinutes: 15 };

describe('which moves an order may make', () => {
  it('follows new → kitchen → ready → out → delivered, with reject (cancel) from anything not yet handed over', () => {
    const delivery = (status: Parameters<typeof refuseMove>[1]['status']) => ({ status, fulfilmentType: 'delivery' as const });
    expect(refuseMove('accept', delivery('pending'))).toBeNull();
    expect(refuseMove('accept', delivery('processing'))).toBe('An order that is being prepared cannot be accepted.');
    expect(refuseMove('reject', delivery('processing'))).toBeNull();
    expect(refuseMove('reject', delivery('ready'))).toBeNull();
    expect(refuseMove('reject', delivery('out_for_delivery'))).toBeNull();
    expect(refuseMove('reject', delivery('delivered'))).toBe('An order that is delivered cannot be rejected.');
    expect(refuseMove('reject', { status: 'delivered', fulfilmentType: 'pickup' })).toBe('An order that is collected cannot be rejected.');
    expect(refuseMove('delay', delivery('pending'))).not.toBeNull();
    expect(refuseMove('ready', delivery('processing'))).toBeNull();
    expect(refuseMove('out-for-delivery', delivery('ready'))).toBeNull();
    expect(refuseMove('complete', delivery('out_for_delivery'))).toBeNull();
    expect(refuseMove('complete', delivery('cancelled'))).toBe('An order that is cancelled cannot be completed.');
    expect(refuseMove('out-for-delivery', { status: 'ready', fulfilmentType: 'pickup' })).toMatch(/pickup order is collected/);
  });

  it('leaves a card order alone until its payment has gone through; cash and UPI go straight on', () => {
    const order = (paymentMethod: 'cash' | 'card' | 'upi', paymentStatus: 'pending' | 'completed' | 'failed' | 'partially_refunded') => ({
      status: 'pending' as const,
      fulfilmentType: 'delivery' as const,
      paymentMethod,
      paymentStatus,
    });
    expect(refuseMove('accept', order('card', 'pending'))).toBe(AWAITING_PAYMENT_MESSAGE);
    expect(refuseMove('reject', order('card', 'failed'))).toBe(AWAITING_PAYMENT_MESSAGE);
    expect(refuseMove('accept', order('card', 'completed'))).toBeNull();
    expect(refuseMove('reject', order('card', 'partially_refunded'))).toBeNull();
    expect(refuseMove('accept', order('cash', 'pending'))).toBeNull();
    expect(refuseMove('accept', order('upi', 'pending'))).toBeNull();
    // A move its status does not allow is refused for that first.
    expect(refuseMove('complete', order('card', 'pending'))).toBe('An order that is pending confirmation cannot be completed.');
  });
});

describe('cancelling', () => {
  it('needs a reason once the order is accepted or paid', () => {
    expect(cancellingNeedsReason({ status: 'pending', paymentStatus: 'pending' })).toBe(false);
    expect(cancellingNeedsReason({ status: 'pending', paymentStatus: 'completed' })).toBe(true);
    for (const status of ['processing', 'ready', 'out_for_delivery', 'delivered'] as const)
      expect(cancellingNeedsReason({ status, paymentStatus: 'pending' })).toBe(true);
    expect(cancellingNeedsReason({ status: 'cancelled', paymentStatus: 'refunded' })).toBe(false);
  });
});

describe('paying on hand-over', () => {
  const order = (
    paymentMethod: 'cash' | 'card' | 'upi',
    fulfilmentType: 'pickup' | 'delivery',
    paymentStatus: 'pending' | 'completed' | 'failed' | 'refunded' = 'pending',
    payLater = false,
  ) => ({ paymentMethod, fulfilmentType, paymentStatus, payLater });
  it('makes a cash order, or a UPI pickup, paid unless the desk says it was not', () => {
    expect(paidOnHandOver(order('cash', 'pickup'), undefined)).toBe(true);
    expect(paidOnHandOver(order('upi', 'pickup'), true)).toBe(true);
    expect(paidOnHandOver(order('cash', 'delivery'), undefined)).toBe(true);
    expect(paidOnHandOver(order('cash', 'pickup'), false)).toBe(false);
    expect(paidOnHandOver(order('upi', 'delivery'), undefined)).toBe(false);
  });
  it("never touches a card's payment, nor one already settled", () => {
    expect(paidOnHandOver(order('card', 'pickup'), true)).toBe(false);
    expect(paidOnHandOver(order('card', 'delivery'), undefined)).toBe(false);
    expect(paidOnHandOver(order('cash', 'pickup', 'refunded'), true)).toBe(false);
    expect(paidOnHandOver(order('cash', 'pickup', 'failed'), undefined)).toBe(false);
  });
  it('takes any way of paying the team left for the hand-over, at the counter or the door', () => {
    expect(paidOnHandOver(order('card', 'pickup', 'pending', true), undefined)).toBe(true);
    expect(paidOnHandOver(order('card', 'delivery', 'pending', true), undefined)).toBe(true);
    expect(paidOnHandOver(order('upi', 'delivery', 'pending', true), undefined)).toBe(true);
    expect(paidOnHandOver(order('card', 'pickup', 'pending', true), false)).toBe(false);
    expect(takesPaymentOnHandOver(order('card', 'delivery', 'pending', true))).toBe(true);
    expect(takesPaymentOnHandOver(order('card', 'delivery', 'completed', true))).toBe(false);
  });
  it('lets the desk move a card order left to be paid on hand-over', () => {
    const later = {
      status: 'pending' as const,
      fulfilmentType: 'pickup' as const,
      paymentMethod: 'card' as const,
      paymentStatus: 'pending' as const,
    };
    expect(refuseMove('accept', { ...later, payLater: true })).toBeNull();
    expect(refuseMove('accept', { ...later, payLater: false })).toBe(AWAITING_PAYMENT_MESSAGE);
  });
});

describe('the ready time', () => {
  it('is now plus the prep time, and for a scheduled order never before its slot asks', () => {
    expect(readyAtOnAccept({ fulfilmentType: 'pickup', slotStart: null }, 20, NOW, desk)).toBe(NOW + 20 * MINUTE);
    const slot = NOW + 2 * 60 * MINUTE;
    expect(readyAtOnAccept({ fulfilmentType: 'pickup', slotStart: slot }, 20, NOW, desk)).toBe(slot);
    expect(readyAtOnAccept({ fulfilmentType: 'delivery', slotStart: slot }, 20, NOW, desk)).toBe(slot - 15 * MINUTE);
    // A slot the kitchen cannot make any more: the honest time.
    expect(readyAtOnAccept({ fulfilmentType: 'pickup', slotStart: NOW + 5 * MINUTE }, 20, NOW, desk)).toBe(NOW + 20 * MINUTE);
  });

  it('for a slot, counts the prep time back from the slot: cooking starts that long before it', () => {
    const slot = NOW + 3 * 60 * MINUTE;
    const readyAt = readyAtOnAccept({ fulfilmentType: 'pickup', slotStart: slot }, 25, NOW, desk);
    expect(readyAt).toBe(slot);
    expect(cookingStartsAt(readyAt, 25)).toBe(slot - 25 * MINUTE);
    // The kept prep time, not today's suggestion, decides when it leaves Later.
    const accepted = { status: 'processing' as const, fulfilmentType: 'pickup' as const, readyAt, slotStart: slot, prepMinutes: 25 };
    expect(deskColumn(accepted, slot - 26 * MINUTE)).toBe('later');
    expect(deskColumn(accepted, slot - 25 * MINUTE)).toBe('kitchen');
  });

  it('suggests for a slot what its own items take, not the queue in the kitchen now', () => {
    const load = { itemsInKitchen: 20, minutesPerItem: 2 };
    expect(suggestPrepMinutes(3, load)).toBe(50);
    expect(suggestPrepMinutes(3, load, { forSlot: true })).toBe(10);
    expect(suggestPrepMinutes(8, load, { forSlot: true })).toBe(20);
  });

  it('adds the drive for delivery customers', () => {
    expect(expectedAtFrom(NOW, 'delivery', desk)).toBe(NOW + 15 * MINUTE);
    expect(expectedAtFrom(NOW, 'pickup', desk)).toBe(NOW);
  });

  it('takes whole minutes from 1 to 240', () => {
    expect(AcceptInput.safeParse({ prepMinutes: 15 }).success).toBe(true);
    for (const prepMinutes of [0, 241, 1.5, '15', null]) expect(AcceptInput.safeParse({ prepMinutes }).success).toBe(false);
  });
});

describe('the desk columns', () => {
  const order = { status: 'pending' as const, fulfilmentType: 'delivery' as const, readyAt: null, slotStart: null, prepMinutes: 20 };
  it('puts each status in its column, and accepted scheduled orders in Later until their window', () => {
    expect(deskColumn(order, NOW)).toBe('new');
    expect(deskColumn({ ...order, status: 'processing', readyAt: NOW + 20 * MINUTE }, NOW)).toBe('kitchen');
    const scheduled = { ...order, status: 'processing' as const, slotStart: NOW + 3 * 60 * MINUTE, readyAt: NOW + 165 * MINUTE };
    expect(deskColumn(scheduled, NOW)).toBe('later');
    expect(deskColumn(scheduled, NOW + 145 * MINUTE)).toBe('kitchen');
    expect(deskColumn({ ...order, status: 'ready' }, NOW)).toBe('ready');
    expect(deskColumn({ ...order, status: 'ready', fulfilmentType: 'pickup' }, NOW)).toBe('handover');
    expect(deskColumn({ ...order, status: 'out_for_delivery' }, NOW)).toBe('handover');
    expect(deskColumn({ ...order, status: 'delivered' }, NOW)).toBeNull();
  });

  it('counts a card order paid through a webhook from its payment, not its placing', () => {
    const placed = new Date(NOW - 10 * MINUTE).toISOString();
    const paid = new Date(NOW - 2 * MINUTE).toISOString();
    const history = [
      { kind: 'payment', status: 'pending', at: placed },
      { kind: 'payment', status: 'completed', at: paid },
    ];
    expect(waitingSince({ createdAt: placed, paymentMethod: 'card', payLater: false, statusHistory: history })).toBe(NOW - 2 * MINUTE);
    expect(waitingSince({ createdAt: placed, paymentMethod: 'cash', payLater: false, statusHistory: history })).toBe(NOW - 10 * MINUTE);
    // A card paid on hand-over waits from its placing: no gateway holds it back.
    expect(waitingSince({ createdAt: placed, paymentMethod: 'card', payLater: true, statusHistory: history })).toBe(NOW - 10 * MINUTE);
  });

  it('flags a new order nobody answered within the limit', () => {
    expect(isOverdue({ status: 'pending', createdAt: NOW - 4 * MINUTE }, NOW, DEFAULT_DESK_SETTINGS)).toBe(false);
    expect(isOverdue({ status: 'pending', createdAt: NOW - 5 * MINUTE }, NOW, DEFAULT_DESK_SETTINGS)).toBe(true);
    expect(isOverdue({ status: 'processing', createdAt: NOW - 60 * MINUTE }, NOW, DEFAULT_DESK_SETTINGS)).toBe(false);
  });
});

describe('the suggested prep time', () => {
  it("grows with what the kitchen has on, at the kitchen's own pace once it has one", () => {
    expect(suggestPrepMinutes(2, { itemsInKitchen: 0, minutesPerItem: 2 })).toBe(10);
    expect(suggestPrepMinutes(3, { itemsInKitchen: 8, minutesPerItem: 2 })).toBe(25);
    expect(suggestPrepMinutes(500, { itemsInKitchen: 0, minutesPerItem: 2 })).toBe(240);
    expect(kitchenPace([{ items: 2, minutes: 10 }])).toBe(2);
    expect(
      kitchenPace([
        { items: 2, minutes: 10 },
        { items: 4, minutes: 14 },
        { items: 4, minutes: 6 },
      ]),
    ).toBe(3);
  });
});

describe('a desk column as a screen reader names it', () => {
  it('counts new orders as new orders, the others after their title', () => {
    expect(deskColumnName('new', 1)).toBe('1 new order');
    expect(deskColumnName('new', 0)).toBe('0 new orders');
    expect(deskColumnName('kitchen', 1)).toBe('In the kitchen: 1 order');
    expect(deskColumnName('ready', 3)).toBe('Ready: 3 orders');
  });
});

describe('lineItemCount', () => {
  it('counts a line sold by weight as one item, whatever it weighs', () => {
    expect(lineItemCount({ quantity: 1.5, soldBy: 'weight' })).toBe(1);
    expect(lineItemCount({ quantity: 3, soldBy: 'unit' })).toBe(3);
  });
});
