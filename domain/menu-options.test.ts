import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lineKey } from './cart.ts';
import { needsChoosing } from './food.ts';
import { translator } from './i18n/tables.ts';
import {
  checkChoices,
  describeChoices,
  groupRule,
  inMenuOrder,
  lineLabel,
  optionPriceLabel,
  toggleChoice,
  type OptionGroup,
} from './menu-options.ts';

const size: OptionGroup = {
  id: 'size',
  name: 'Size',
  minSelect: 1,
  maxSelect: 1,
  options: [
    { id: 'small', name: 'Small', priceCents: 0, isAvailable: true },
    { id: 'large', name: 'Large', priceCents: 250, isAvailable: true },
  ],
};
const extras: OptionGroup = {
  id: 'extras',
  name: 'Extras',
  minSelect: 0,
  maxSelect: 3,
  options: [
    { id: 'olives', name: 'Olives', priceCents: 100, isAvailable: true },
    { id: 'basil', name: 'Basil', priceCents: 50, isAvailable: true },
    { id: 'chilli', name: 'Chilli', priceCents: 50, isAvailable: true },
    { id: 'truffle', name: 'Truffle', priceCents: 400, isAvailable: false },
    { id: 'ham', name: 'Ham', priceCents: 150, isAvailable: true },
  ],
};
const pizza = [size, extras];

describe('checkChoices', () => {
  it('prices a valid choice: the options add to the dish', () => {
    expect(checkChoices('Margherita', pizza, ['large', 'olives', 'basil'])).toMatchObject({ ok: true, extraCents: 400 });
  });

  it('refuses, in order: a repeated or unknown option, a sold-out one, a broken minimum or maximum', () => {
    expect(checkChoices('Margherita', pizza, ['large', 'large'])).toEqual({
      ok: false,
      status: 400,
      message: 'Choose each option once (Large).',
    });
    expect(checkChoices('Margherita', pizza, ['large', 'sushi-rice'])).toEqual({
      ok: false,
      status: 400,
      message: '"sushi-rice" is not an option of Margherita.',
    });
    expect(checkChoices('Margherita', pizza, ['large', 'truffle'])).toEqual({
      ok: false,
      status: 409,
      message: 'Sorry, Truffle (Margherita) is sold out.',
    });
    expect(checkChoices('Margherita', pizza, ['olives'])).toEqual({
      ok: false,
      status: 400,
      message: 'Please choose a size for Margherita.',
      groupId: 'size',
      problem: { key: 'menu.tooFewChosen', values: { group: 'Size', count: 1 } },
    });
    expect(checkChoices('Margherita', pizza, ['small', 'large'])).toEqual({
      ok: false,
      status: 400,
      message: 'Choose at most 1 from Size for Margherita.',
      groupId: 'size',
      problem: { key: 'menu.tooManyChosen', values: { group: 'Size', count: 1 } },
    });
    expect(checkChoices('Margherita', pizza, ['small', 'olives', 'basil', 'chilli', 'ham'])).toEqual({
      ok: false,
      status: 400,
      message: 'Choose at most 3 from Extras for Margherita.',
      groupId: 'extras',
      problem: { key: 'menu.tooManyChosen', values: { group: 'Extras', count: 3 } },
    });
    // The dish page says it in its language.
    expect(translator('it')('menu.tooFewChosen', { group: 'Taglia', count: 1 })).toBe('Scegli un’opzione in Taglia.');
  });

  it('accepts exactly the choices that keep every group within its bounds', () => {
    const available = extras.options.filter((option) => option.isAvailable).map((option) => option.id);
    fc.assert(
      fc.property(fc.constantFrom('small', 'large', null), fc.subarray(available), (sizeId, extraIds) => {
        const ids = [...(sizeId ? [sizeId] : []), ...extraIds];
        const result = checkChoices('Margherita', pizza, ids);
        expect(result.ok).toBe(sizeId !== null && extraIds.length <= 3);
      }),
    );
  });
});

describe('labels and lines', () => {
  it('says each group’s rule and each option’s price change', () => {
    const t = translator('en');
    expect(groupRule(size, t)).toBe('choose 1');
    expect(groupRule(extras, t)).toBe('up to 3');
    expect(groupRule({ minSelect: 0, maxSelect: 1 }, t)).toBe('optional');
    expect(groupRule({ minSelect: 1, maxSelect: 2 }, t)).toBe('choose 1 to 2');
    expect(optionPriceLabel({ priceCents: 250 }, t)).toBe('+$2.50');
    expect(optionPriceLabel({ priceCents: 0 }, t)).toBe('free');
    expect(groupRule({ minSelect: 1, maxSelect: 2 }, translator('it'))).toBe('scegline da 1 a 2');
    expect(optionPriceLabel({ priceCents: 0 }, translator('de'))).toBe('gratis');
  });

  it('keys a cart line by the dish and its choices, in any order', () => {
    expect(lineKey('pizza', [])).toBe('pizza');
    expect(lineKey('pizza', ['olives', 'large'])).toBe(lineKey('pizza', ['large', 'olives']));
    expect(lineKey('pizza', ['large'])).not.toBe(lineKey('pizza', ['small']));
  });
});

describe('choosing', () => {
  it('swaps the one option of a one-of group, adds to a many-of group up to its maximum, and lets go on a second tap', () => {
    let chosen = toggleChoice(pizza, [], 'size', 'small');
    chosen = toggleChoice(pizza, chosen, 'size', 'large');
    expect(chosen).toEqual(['large']);
    // A required one-of group keeps its choice when tapped again (a radio button).
    expect(toggleChoice(pizza, chosen, 'size', 'large')).toEqual(['large']);
    for (const id of ['olives', 'basil', 'chilli', 'ham']) chosen = toggleChoice(pizza, chosen, 'extras', id);
    expect(chosen).toEqual(['large', 'olives', 'basil', 'chilli']);
    expect(toggleChoice(pizza, chosen, 'extras', 'basil')).toEqual(['large', 'olives', 'chilli']);
  });

  it('sends a dish to its page only when a group is required, and lists choices as a receipt does', () => {
    expect(needsChoosing(pizza)).toBe(true);
    expect(needsChoosing([extras])).toBe(false);
    expect(needsChoosing(undefined)).toBe(false);
    expect(inMenuOrder(pizza, [{ id: 'olives' }, { id: 'large' }]).map((option) => option.id)).toEqual(['large', 'olives']);
    expect(
      describeChoices([
        { name: 'Large', priceCents: 250 },
        { name: 'No onions', priceCents: 0 },
      ]),
    ).toBe('Large (+$2.50), No onions');
    expect(lineLabel('Pizza', [{ name: 'Large' }, { name: 'Olives' }])).toBe('Pizza (Large, Olives)');
    expect(lineLabel('Pizza', [])).toBe('Pizza');
  });
});
