import { describe, expect, it } from 'vitest';
import { messageWithValues, readMessageWithValues } from './message-with-values.ts';
import { isMessageKey, translateText } from './tables.ts';

describe('a message with values, in one string', () => {
  it('reads back the key and values it was made of', () => {
    const text = messageWithValues('admin-categories.nameTaken', { name: 'Pizza {al taglio}' });
    expect(text).toBe('admin-categories.nameTaken{"name":"Pizza {al taglio}"}');
    expect(readMessageWithValues(text, isMessageKey)).toEqual({ key: 'admin-categories.nameTaken', values: { name: 'Pizza {al taglio}' } });
  });

  it('reads nothing from a key it does not know, or from other text', () => {
    expect(readMessageWithValues('admin-categories.noSuchKey{"name":"Pizza"}', isMessageKey)).toBeUndefined();
    expect(readMessageWithValues('admin-categories.nameTaken{not json}', isMessageKey)).toBeUndefined();
    expect(readMessageWithValues('admin-categories.nameTaken{"name":{"nested":1}}', isMessageKey)).toBeUndefined();
    expect(readMessageWithValues('There is already a category named {name}.', isMessageKey)).toBeUndefined();
  });

  it('is written in the asker’s language, English included', () => {
    const text = messageWithValues('admin-categories.hasDishes', { name: 'Pizze', count: 3 });
    expect(translateText('en', text)).toBe('Pizze has 3 dishes: choose the category they move to.');
    expect(translateText('it', text)).toBe('Pizze ha 3 piatti: scegli la categoria in cui spostarli.');
    expect(translateText('en', messageWithValues('admin-categories.hasDishes', { name: 'Pizze', count: 1 }))).toBe(
      'Pizze has 1 dish: choose the category they move to.',
    );
  });

  it('writes a value that is itself a key: a field’s label inside its problem', () => {
    const text = messageWithValues('address.fieldRequired', { field: 'address.labelProvince' });
    expect(translateText('en', text)).toBe('Fill in this field: Province.');
  });
});
