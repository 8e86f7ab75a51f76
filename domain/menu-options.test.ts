import { describe, expect, it } from 'vitest';
import { PIZZA_EXTRAS as extras, PIZZA_SIZE as size } from '../tests/factories/option-groups.ts';
import { lineKey } from './cart.ts';
import { needsChoosing } from './food.ts';
import { translator } from './i18n/tables.ts';
import { groupRule, inMenuOrder, optionPriceLabel, toggleChoice } from './menu-options.ts';
import { describeChoices, lineLabel } from './option-lines.ts';

const pizza = [size, extras];

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
