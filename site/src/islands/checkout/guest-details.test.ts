import { describe, expect, it } from 'vitest';
import { GUEST_MESSAGES } from '../../../../domain/guest-checkout.ts';
import { ORDER_CHOICE_MESSAGES } from '../../../../domain/fulfilment/order-choice.ts';
import { checkGuest } from './checkout-checks.ts';
import { guestErrorsFromServer, trackingPathOf } from './guest-details.ts';

const guest = { name: 'Gus Guest', email: 'gus@example.com', phone: '(217) 555-0199' };

describe('checkGuest', () => {
  it('passes a name, an e-mail address and a phone number', () => {
    expect(checkGuest(guest)).toEqual({ errors: {} });
  });

  it('gives a message per field and the first to fix in the form order', () => {
    const check = checkGuest({ name: ' ', email: 'not-mail', phone: 'call me' });
    expect(check.errors).toEqual({
      name: GUEST_MESSAGES.nameMissing,
      email: GUEST_MESSAGES.emailInvalid,
      phone: ORDER_CHOICE_MESSAGES.phoneInvalid,
    });
    expect(check.first).toEqual({ field: 'name', message: GUEST_MESSAGES.nameMissing });
    expect(checkGuest({ ...guest, email: 'gus@' }).first).toEqual({ field: 'email', message: GUEST_MESSAGES.emailInvalid });
    expect(checkGuest({ ...guest, phone: '' }).errors).toEqual({ phone: GUEST_MESSAGES.phoneMissing });
  });
});

describe('guestErrorsFromServer', () => {
  it("reads the guest fields' messages of a 400 and ignores the rest", () => {
    const check = guestErrorsFromServer({ 'guest.email': GUEST_MESSAGES.emailInvalid, deliveryAddress: 'x' });
    expect(check).toEqual({
      errors: { email: GUEST_MESSAGES.emailInvalid },
      first: { field: 'email', message: GUEST_MESSAGES.emailInvalid },
    });
  });
});

describe('trackingPathOf', () => {
  it("keeps the tracking link's path, whatever origin the server wrote", () => {
    expect(trackingPathOf('https://shop.example/track/abc_DEF-123')).toBe('/track/abc_DEF-123');
    expect(trackingPathOf('/track/abc')).toBe('/track/abc');
  });
});
