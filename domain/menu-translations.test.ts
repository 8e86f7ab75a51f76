import { describe, expect, it } from 'vitest';
import { localizeCategory, localizeFood, localizeMenu, menuLanguage, missingTranslations } from './menu-translations.ts';

const soup = {
  id: 'soup',
  name: 'Tomato soup',
  description: 'With basil.',
  categoryId: 'starters',
  category: 'Starters',
  optionGroups: [
    {
      id: 'bread',
      name: 'Bread',
      translations: { it: { name: 'Pane' } },
      options: [
        { id: 'white', name: 'White', translations: { it: { name: 'Bianco' } } },
        { id: 'rye', name: 'Rye' },
      ],
    },
  ],
  translations: { it: { name: 'Zuppa di pomodoro' }, fr: { name: 'Soupe à la tomate', description: 'Au basilic.' } },
};
const shop = { default: 'en', offered: ['en', 'fr', 'it'] } as const;

describe('a dish in a language', () => {
  it('takes each translated text, the rest from the default, field by field', () => {
    const italian = localizeFood(soup, 'it', 'en');
    expect(italian).toMatchObject({ name: 'Zuppa di pomodoro', description: 'With basil.' });
    expect(italian.optionGroups[0]).toMatchObject({ name: 'Pane', options: [{ name: 'Bianco' }, { name: 'Rye' }] });
    expect(localizeFood(soup, 'fr', 'en')).toMatchObject({ name: 'Soupe à la tomate', description: 'Au basilic.' });
  });

  it('leaves the owner’s translations out of what a customer reads', () => {
    const italian = localizeFood(soup, 'it', 'en');
    expect('translations' in italian).toBe(false);
    expect('translations' in italian.optionGroups[0]!).toBe(false);
  });

  it('prefers the default language’s own translation over the untranslated text', () => {
    expect(localizeFood(soup, 'de', 'it').name).toBe('Zuppa di pomodoro');
    expect(localizeFood(soup, 'it', 'it').name).toBe('Zuppa di pomodoro');
  });

  it('writes a category, and the dishes carry its name in the language', () => {
    const starters = { id: 'starters', name: 'Starters', description: '', translations: { it: { name: 'Antipasti' } } };
    expect(localizeCategory(starters, 'it', 'en').name).toBe('Antipasti');
    expect(localizeMenu([soup], [starters], 'it', 'en').foods[0]?.category).toBe('Antipasti');
  });
});

describe('the language of a menu answer', () => {
  it.each([
    ['it', 'it'],
    ['it-IT', 'it'],
    ['FR', 'fr'],
    ['de', 'en'],
    ['xx', 'en'],
    [undefined, 'en'],
  ])('%s → %s', (asked, served) => expect(menuLanguage(asked, shop)).toBe(served));
});

describe('missing translations', () => {
  it('lists per offered language what falls back to the default', () => {
    const categories = [{ id: 'starters', name: 'Starters', translations: { fr: { name: 'Entrées' } } }];
    const missing = missingTranslations([soup], categories, shop);
    expect(missing.map((entry) => entry.language)).toEqual(['fr', 'it']);
    expect(missing[0]).toMatchObject({ dishes: [], categories: [], options: [{ id: 'bread' }, { id: 'white' }, { id: 'rye' }] });
    expect(missing[1]).toMatchObject({ dishes: [], categories: [{ id: 'starters' }], options: [{ id: 'rye' }] });
  });
});
