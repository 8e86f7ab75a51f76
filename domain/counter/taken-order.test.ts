import { describe, expect, it } from 'vitest';
import { channelBadge } from '../order-channel.ts';
import { TAKEN_ORDER_MESSAGES, TakenOrderCustomer, takenOrderFieldsRefusal } from './taken-order.ts';

const messageOf = (value: unknown) => {
  const result = TakenOrderCustomer.safeParse(value);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('who an order taken by phone is for', () => {
  it('needs a name and a phone; the e-mail is theirs to give', () => {
    expect(TakenOrderCustomer.parse({ name: ' Cal Caller ', phone: '(217) 555-0142', email: '  ' })).toEqual({
      name: 'Cal Caller',
      phone: '(217) 555-0142',
      email: undefined,
    });
    expect(TakenOrderCustomer.parse({ name: 'Cal', phone: '217 555 0142', email: ' Cal@Example.com ' }).email).toBe('Cal@Example.com');
  });

  it('says what is missing or wrong', () => {
    expect(messageOf(undefined)).toBe(TAKEN_ORDER_MESSAGES.customerMissing);
    expect(messageOf({ phone: '217 555 0142' })).toBe(TAKEN_ORDER_MESSAGES.customerNameMissing);
    expect(messageOf({ name: 'Cal', phone: ' ' })).toBe(TAKEN_ORDER_MESSAGES.customerPhoneMissing);
    expect(messageOf({ name: 'Cal\nCaller', phone: '217 555 0142' })).toBe(TAKEN_ORDER_MESSAGES.customerNameOneLine);
    expect(messageOf({ name: 'Cal', phone: '217 555 0142', email: 'not-an-address' })).toBe(TAKEN_ORDER_MESSAGES.customerEmailInvalid);
    expect(messageOf({ name: 'Cal', phone: 'call me' })).toBe('checkout-rules.phoneInvalid');
  });
});

describe('the team’s fields of an order', () => {
  const taken = { channel: 'phone', customer: { name: 'Cal', phone: '217 555 0142' } };

  it('are the team’s alone: forbidden to a customer, invalid in a guest’s body', () => {
    expect(takenOrderFieldsRefusal(taken, 'team')).toBeNull();
    expect(takenOrderFieldsRefusal(taken, 'customer')).toEqual({ kind: 'forbidden', message: TAKEN_ORDER_MESSAGES.teamOnly });
    expect(takenOrderFieldsRefusal({ payLater: false }, 'customer')?.kind).toBe('forbidden');
    expect(takenOrderFieldsRefusal({ acceptWithPrepMinutes: 10 }, 'guest')).toEqual({
      kind: 'invalid',
      message: TAKEN_ORDER_MESSAGES.notForGuests,
    });
  });

  it('leave a customer’s or a guest’s ordinary body alone', () => {
    expect(takenOrderFieldsRefusal({ products: [], channel: null }, 'customer')).toBeNull();
    expect(takenOrderFieldsRefusal('not a body', 'guest')).toBeNull();
  });
});

describe('the channel an order card names', () => {
  it('names a phone or counter order, and says nothing of a customer’s own', () => {
    expect(channelBadge('phone')).toBe('admin.phoneOrder');
    expect(channelBadge('counter')).toBe('admin.counterOrder');
    expect(channelBadge('web')).toBeNull();
  });
});
