import { describe, expect, it } from 'vitest';
import { translator } from '../i18n/tables.ts';
import { cardText, changesHeadline, lineChangeText, overAuthorizedText, totalsText } from './change-text.ts';
import type { LineChange } from './pick-changes.ts';

const en = translator('en');
const euro = { code: 'EUR', locale: 'en-IE' };

const tomatoes: LineChange = {
  position: 0,
  name: 'Vine Tomatoes',
  change: { kind: 'weighed', unit: 'kg', ordered: 1.5, picked: 1.42, charged: 1.42 },
  estimatedCents: 674,
  finalCents: 638,
};
const rice: LineChange = {
  position: 1,
  name: 'Basmati Rice 1 kg',
  change: { kind: 'replaced', by: { name: 'Jasmine Rice 1 kg', quantity: 2, unit: null }, named: false },
  estimatedCents: 658,
  finalCents: 658,
};
const milk: LineChange = { position: 2, name: 'Milk 1 L', change: { kind: 'missing' }, estimatedCents: 230, finalCents: 0 };
const bread: LineChange = { position: 3, name: 'Sourdough', change: { kind: 'as_ordered' }, estimatedCents: 350, finalCents: 350 };

describe('what the customer reads', () => {
  it('says how many lines changed, or that nothing could be picked', () => {
    expect(changesHeadline(en, [tomatoes, rice, milk, bread])).toBe('3 lines of your order changed when it was picked.');
    expect(changesHeadline(en, [bread])).toBe('Your order was picked as you ordered it.');
    expect(changesHeadline(en, [milk])).toBe('Nothing you ordered could be picked: you are not charged, not even for delivery.');
    expect(changesHeadline(translator('ar'), [tomatoes, rice])).toBe('تغيّر بندان من طلبك عند تجهيزه.');
  });

  it('words each change, and nothing for a line picked as ordered', () => {
    expect([tomatoes, rice, milk, bread].map((line) => lineChangeText(en, 'en', line))).toEqual([
      'Vine Tomatoes: you ordered 1.5 kg; it weighed 1.42 kg.',
      'Basmati Rice 1 kg was out: we sent 2 × Jasmine Rice 1 kg instead, our best match, at no more than Basmati Rice 1 kg would have cost.',
      'Milk 1 L was out: you are not charged for it.',
      null,
    ]);
    expect(
      lineChangeText(en, 'en', { ...tomatoes, change: { kind: 'weighed', unit: 'kg', ordered: 1.5, picked: 1.9, charged: 1.65 } }),
    ).toBe('Vine Tomatoes: you ordered 1.5 kg; it weighed 1.9 kg, and you pay for 1.65 kg only.');
    expect(lineChangeText(en, 'en', { ...rice, change: { kind: 'fewer', ordered: 3, picked: 2 } })).toBe(
      'Basmati Rice 1 kg: we found 2 of the 3 you ordered.',
    );
    expect(
      lineChangeText(en, 'en', {
        ...milk,
        change: { kind: 'replaced', by: { name: 'Oat Milk 1 L', quantity: 2, unit: null }, named: true },
      }),
    ).toBe('Milk 1 L was out: we sent 2 × Oat Milk 1 L instead, as you asked, at its own price.');
    expect(lineChangeText(translator('de'), 'de', tomatoes)).toBe('Vine Tomatoes: Bestellt waren 1,5 kg; gewogen wurden 1,42 kg.');
  });

  it('says why a line is left out when the customer did not take its replacement, and counts it as nothing picked', () => {
    const offered = { name: 'Jasmine Rice 1 kg', quantity: 2, unit: null };
    const declined: LineChange = { ...rice, change: { kind: 'not_approved', answer: 'declined', offered }, finalCents: 0 };
    const unanswered: LineChange = { ...declined, change: { kind: 'not_approved', answer: 'expired', offered } };
    expect(lineChangeText(en, 'en', declined)).toBe(
      'You declined 2 × Jasmine Rice 1 kg in place of Basmati Rice 1 kg: you are not charged for Basmati Rice 1 kg.',
    );
    expect(lineChangeText(en, 'en', unanswered)).toBe(
      'You did not answer in time about 2 × Jasmine Rice 1 kg in place of Basmati Rice 1 kg: we left it out, and you are not charged for it.',
    );
    expect(changesHeadline(en, [tomatoes, declined])).toBe('2 lines of your order changed when it was picked.');
    expect(changesHeadline(en, [milk, declined])).toBe('Nothing you ordered could be picked: you are not charged, not even for delivery.');
  });

  it('gives the totals and what the card was charged', () => {
    expect(totalsText(en, euro, 1776, 1524)).toBe('Estimated total €17.76; final total €15.24.');
    expect(cardText(en, euro, 1954, { amountCents: 1524, over: false, shortCents: 0 })).toBe(
      '€15.24 was charged to your card, which held €19.54; the rest is released.',
    );
    expect(cardText(en, euro, 1954, { amountCents: 1954, over: true, shortCents: 146 })).toBe(
      '€19.54 was charged to your card, all it held.',
    );
    expect(cardText(en, euro, 1954, { amountCents: 0, over: false, shortCents: 0 })).toBe(
      'Nothing was charged: the €19.54 held on your card is released.',
    );
  });

  it('tells the owner what a card could not cover', () => {
    const order = { reference: 'A1B2C3', finalCents: 2100, authorizedCents: 1954 };
    expect(overAuthorizedText(en, euro, order, { amountCents: 1954, over: true, shortCents: 146 })).toBe(
      'Order A1B2C3 came to €21.00, more than the €19.54 its card holds: €19.54 was charged, and €1.46 was not.',
    );
    expect(overAuthorizedText(en, euro, order, { amountCents: 1524, over: false, shortCents: 0 })).toBeNull();
  });
});
