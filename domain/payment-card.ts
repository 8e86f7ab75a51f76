/**
 * The test gateway's card rules (docs/product/payments.md). Its browser part checks a card with these and
 * turns it into a token, so the card number and CVV never leave the browser; its server part
 * charges the token. Card 4000 0000 0000 0002 is always declined.
 */

export const CARD_MESSAGES = {
  numberInvalid: 'Please enter a valid card number.',
  expiryInvalid: 'Please enter the expiry date as MM/YY.',
  expired: 'This card has expired.',
  cvvInvalid: 'Please enter the 3 or 4 digit CVV.',
} as const;

export const DECLINED_TEST_CARD = '4000000000000002';
/** Documented tokens for API clients: the first pays, the second is declined. */
export const TEST_TOKENS = { visa: 'tok_test_visa', declined: 'tok_test_declined' } as const;

export const CARD_BRANDS = ['visa', 'mastercard', 'amex', 'discover', 'card'] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

/** How a card is named to people, on the order cards of customers and admins. */
export const CARD_BRAND_NAMES: Record<CardBrand, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  card: 'Card',
};

/** 'Visa ending in 4242'; a brand this version does not know is just 'Card'. */
export function cardEnding(card: { brand: string; last4: string }): string {
  const name = (CARD_BRAND_NAMES as Record<string, string | undefined>)[card.brand] ?? CARD_BRAND_NAMES.card;
  return `${name} ending in ${card.last4}`;
}

export function cardDigits(number: string): string {
  return number.replace(/[\s-]/g, '');
}

export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function cardBrand(digits: string): CardBrand {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^6(011|5)/.test(digits)) return 'discover';
  return 'card';
}

/** 'MM/YY' or 'MM/YYYY' → the first moment after the card's last valid month, or null. */
export function expiryEnd(expiry: string): Date | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(expiry);
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return null;
  return new Date(year, month, 1);
}

export interface CardForm {
  cardHolderName: string;
  cardNumber: string;
  expiryDate: string;
  cvv: string;
}

/** What an order carries of a card: a token and what a person may see again. */
export interface CardPaymentDetails {
  token: string;
  brand: CardBrand;
  last4: string;
  cardHolderName: string;
}

export type CardCheck = { ok: true; details: CardPaymentDetails } | { ok: false; field: keyof CardForm; message: string };

/** Checks a filled card form and tokenizes it (the test gateway's browser part). */
export function tokenizeTestCard(card: CardForm, now: Date): CardCheck {
  const digits = cardDigits(card.cardNumber);
  if (!luhnValid(digits)) return { ok: false, field: 'cardNumber', message: CARD_MESSAGES.numberInvalid };
  const end = expiryEnd(card.expiryDate);
  if (!end) return { ok: false, field: 'expiryDate', message: CARD_MESSAGES.expiryInvalid };
  if (end.getTime() <= now.getTime()) return { ok: false, field: 'expiryDate', message: CARD_MESSAGES.expired };
  if (!/^\d{3,4}$/.test(card.cvv.trim())) return { ok: false, field: 'cvv', message: CARD_MESSAGES.cvvInvalid };
  const brand = cardBrand(digits);
  const token = digits === DECLINED_TEST_CARD ? TEST_TOKENS.declined : `tok_test_${brand}`;
  return { ok: true, details: { token, brand, last4: digits.slice(-4), cardHolderName: card.cardHolderName.trim() } };
}
