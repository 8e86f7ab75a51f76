import { describe, expect, it } from 'vitest';
import { customerQuery, isSearchable } from './customer-search.ts';

describe('a customer search', () => {
  it('reads a phone number as its digits, however it is written', () => {
    expect(customerQuery(' (217) 555-0100 ')).toEqual({ text: '(217) 555-0100', digits: '2175550100' });
    expect(customerQuery('+44 20 7946 0958').digits).toBe('442079460958');
  });

  it('reads a name or an e-mail as text in lower case, with no digits to match', () => {
    expect(customerQuery('Ann Lee')).toEqual({ text: 'ann lee', digits: null });
    expect(customerQuery('Ann2@Example.com')).toEqual({ text: 'ann2@example.com', digits: null });
  });

  it('needs two letters or digits', () => {
    expect(isSearchable(customerQuery('a'))).toBe(false);
    expect(isSearchable(customerQuery(' @. '))).toBe(false);
    expect(isSearchable(customerQuery('5'))).toBe(false);
    expect(isSearchable(customerQuery('55'))).toBe(true);
    expect(isSearchable(customerQuery('an'))).toBe(true);
  });
});
