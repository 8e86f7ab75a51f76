import { describe, expect, it } from 'vitest';
import { readQuickEntry } from './quick-entry.ts';

describe('the New order screen’s dish box', () => {
  it('reads a count before or after the words', () => {
    expect(readQuickEntry('2 marg')).toEqual({ quantity: 2, query: 'marg' });
    expect(readQuickEntry('2x marg')).toEqual({ quantity: 2, query: 'marg' });
    expect(readQuickEntry('3xdragon')).toEqual({ quantity: 3, query: 'dragon' });
    expect(readQuickEntry(' dragon  roll x4 ')).toEqual({ quantity: 4, query: 'dragon roll' });
    expect(readQuickEntry('pad thai 2')).toEqual({ quantity: 2, query: 'pad thai' });
  });

  it('takes the words alone as one', () => {
    expect(readQuickEntry('margherita')).toEqual({ quantity: 1, query: 'margherita' });
    expect(readQuickEntry('')).toEqual({ quantity: 1, query: '' });
  });

  it('keeps a number that is not a count in the words', () => {
    expect(readQuickEntry('12')).toEqual({ quantity: 1, query: '12' });
    expect(readQuickEntry('0 marg')).toEqual({ quantity: 1, query: '0 marg' });
    expect(readQuickEntry('250 marg')).toEqual({ quantity: 1, query: '250 marg' });
  });

  it('keeps the start of a name that begins with a number as the name', () => {
    const names = ['7 up', 'margherita pizza'];
    const startsAName = (text: string) => names.some((name) => name.startsWith(text.toLowerCase()));
    expect(readQuickEntry('7 Up', startsAName)).toEqual({ quantity: 1, query: '7 Up' });
    expect(readQuickEntry('2 marg', startsAName)).toEqual({ quantity: 2, query: 'marg' });
  });
});
