import { describe, expect, it } from 'vitest';
import {
  CARD_MESSAGES,
  cardBrand,
  cardEnding,
  cardDigits,
  DECLINED_TEST_CARD,
  expiryEnd,
  luhnValid,
  TEST_TOKENS,
  tokenizeTestCard,
} from './payment-card.ts';

const NOW = new Date(2026, 0, 15, 12);
const card = (overrides: Partial<{ cardHolderName: string; cardNumber: string; expiryDate: string; cvv: string }> = {}) => ({
  cardHolderName: ' Ann Lee ',
  cardNumber: '4242 4242 4242 4242',
  expiryDate: '12/30',
  cvv: '123',
  ...overrides,
});

describe('card rules', () => {
  it('strips spaces and dashes', () => {
    expect(cardDigits('4242 4242-4242 4242')).toBe('4242424242424242');
  });

  it.each([
    ['4242424242424242', true],
    ['4000000000000002', true],
    ['5555555555554444', true],
    ['378282246310005', true],
    ['4242424242424241', false],
    ['1234', false],
    ['42424242424242a2', false],
  ])('Luhn %s → %s', (digits, valid) => {
    expect(luhnValid(digits)).toBe(valid);
  });

  it.each([
    ['4242424242424242', 'visa'],
    ['5555555555554444', 'mastercard'],
    ['2223003122003222', 'mastercard'],
    ['378282246310005', 'amex'],
    ['6011111111111117', 'discover'],
    ['3530111333300000', 'card'],
  ])('brand of %s is %s', (digits, brand) => {
    expect(cardBrand(digits)).toBe(brand);
  });

  it('reads MM/YY and MM/YYYY expiries as the end of that month', () => {
    expect(expiryEnd('12/30')).toEqual(new Date(2030, 12, 1));
    expect(expiryEnd('1/2027')).toEqual(new Date(2027, 1, 1));
    expect(expiryEnd('13/30')).toBeNull();
    expect(expiryEnd('1230')).toBeNull();
  });
});

describe('tokenizeTestCard (the test gateway in the browser)', () => {
  it('turns a good card into a token, brand, last 4 and holder: never the number or CVV', () => {
    const result = tokenizeTestCard(card(), NOW);
    expect(result).toEqual({ ok: true, details: { token: 'tok_test_visa', brand: 'visa', last4: '4242', cardHolderName: 'Ann Lee' } });
    expect(JSON.stringify(result)).not.toContain('4242424242424242');
    expect(JSON.stringify(result)).not.toContain('123');
  });

  it('gives the declined card the declined token', () => {
    const result = tokenizeTestCard(card({ cardNumber: DECLINED_TEST_CARD }), NOW);
    expect(result.ok && result.details.token).toBe(TEST_TOKENS.declined);
  });

  it.each([
    [{ cardNumber: '4242 4242 4242 4241' }, 'cardNumber', CARD_MESSAGES.numberInvalid],
    [{ expiryDate: '1/2' }, 'expiryDate', CARD_MESSAGES.expiryInvalid],
    [{ expiryDate: '12/25' }, 'expiryDate', CARD_MESSAGES.expired],
    [{ cvv: '12' }, 'cvv', CARD_MESSAGES.cvvInvalid],
    [{ cvv: '12a' }, 'cvv', CARD_MESSAGES.cvvInvalid],
  ])('refuses %j on %s', (overrides, field, message) => {
    expect(tokenizeTestCard(card(overrides), NOW)).toEqual({ ok: false, field, message });
  });

  it('accepts a card until the end of its expiry month', () => {
    expect(tokenizeTestCard(card({ expiryDate: '01/26' }), NOW).ok).toBe(true);
    expect(tokenizeTestCard(card({ expiryDate: '12/25' }), NOW).ok).toBe(false);
  });
});

describe('cardEnding', () => {
  it('names the brand and the last digits, and a brand it does not know as a card', () => {
    expect(cardEnding({ brand: 'amex', last4: '0005' })).toBe('American Express ending in 0005');
    expect(cardEnding({ brand: 'unionpay', last4: '1234' })).toBe('Card ending in 1234');
  });
});
