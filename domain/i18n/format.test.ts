import { describe, expect, it } from 'vitest';
import { compileMessage } from './compile.ts';
import { formatMessage, formatParts } from './format.ts';
import { pseudoMessage } from './pseudo.ts';

const write = (locale: string, text: string, values = {}) => formatMessage(locale, compileMessage(text), values);

describe('messages written in a language', () => {
  it('keeps plain text plain, so a page carries it as a string', () => {
    expect(compileMessage('Add to cart')).toBe('Add to cart');
  });

  it('writes arguments and numbers in the language', () => {
    expect(write('en', 'Hello {name}', { name: 'Ana' })).toBe('Hello Ana');
    expect(write('de', '{n, number} Artikel', { n: 1234.5 })).toBe('1.234,5 Artikel');
    expect(write('ar-EG', '{n, number}', { n: 12 })).toBe(new Intl.NumberFormat('ar-EG').format(12));
  });

  it('chooses plural forms by the language’s rules, exact numbers first', () => {
    const text = '{n, plural, =0 {No dishes} one {# dish} other {# dishes}}';
    expect([0, 1, 2].map((n) => write('en', text, { n }))).toEqual(['No dishes', '1 dish', '2 dishes']);
    const arabic = '{n, plural, zero {لا أطباق} one {طبق واحد} two {طبقان} few {# أطباق} many {# طبقًا} other {# طبق}}';
    expect([1, 2, 3, 11, 100].map((n) => write('ar', arabic, { n }))).toEqual(['طبق واحد', 'طبقان', '3 أطباق', '11 طبقًا', '100 طبق']);
  });

  it('writes selects, and refuses dates and ordinals, which come already written', () => {
    expect(() => compileMessage('{n, selectordinal, one {#st} other {#th}}')).toThrow(/ordinals/);
    expect(() => compileMessage('{when, date, short}')).toThrow(/already written/);
    expect(write('en', '{kind, select, delivery {Delivered} other {Picked up}}', { kind: 'pickup' })).toBe('Picked up');
  });

  it('hands a tag’s text to the caller and keeps it in plain writing', () => {
    const message = compileMessage('Read the <terms>terms</terms>.');
    expect(formatMessage('en', message)).toBe('Read the terms.');
    expect(formatParts('en', message, {}, (name, children) => ({ name, children }))).toEqual([
      'Read the ',
      { name: 'terms', children: ['terms'] },
      '.',
    ]);
  });

  it('refuses a message ICU cannot read, naming it', () => {
    expect(() => compileMessage('{n, plural, one {x}}', 'cart.count')).toThrow(/cart\.count/);
  });

  it('makes the pseudo language bracketed and accented, arguments untouched', () => {
    const pseudo = pseudoMessage(compileMessage('Hello {name}'));
    expect(formatMessage('en-XA', pseudo, { name: 'Ana' })).toBe('⟦Ħéļļö Ana⟧');
  });
});
