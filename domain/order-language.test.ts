import { describe, expect, it } from 'vitest';
import { chosenOrderLanguage, OrderLanguage } from './order-language.ts';

describe('the language an order keeps', () => {
  it('is the page’s, then the account’s, then the browser’s', () => {
    expect(chosenOrderLanguage({ page: 'it', account: 'de', asked: 'fr' })).toBe('it');
    expect(chosenOrderLanguage({ account: 'de', asked: 'fr' })).toBe('de');
    expect(chosenOrderLanguage({ account: null, asked: 'fr' })).toBe('fr');
    expect(chosenOrderLanguage({})).toBeUndefined();
  });

  it('keeps an order placed on a pseudo page as English and refuses an unknown code', () => {
    expect(OrderLanguage.parse('en-XA')).toBe('en');
    expect(OrderLanguage.parse('ar')).toBe('ar');
    expect(OrderLanguage.safeParse('xx').error?.issues[0]?.message).toBe('languages.unknown');
  });
});
