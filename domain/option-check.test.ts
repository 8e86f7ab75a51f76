import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PIZZA_EXTRAS as extras, PIZZA_SIZE as size } from '../tests/factories/option-groups.ts';
import { translator } from './i18n/tables.ts';
import { checkChoices } from './option-check.ts';

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
