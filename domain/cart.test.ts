import fc from 'fast-check';
import { aFood } from '../tests/factories/food.ts';
import { describe, expect, it } from 'vitest';
import { repriceLine } from './cart-reprice.ts';
import {
  addLine,
  cartChangeMessage,
  cartLineKey,
  cartLinkLabel,
  cartSubtotalCents,
  countLines,
  dishQuantityInCart,
  parseStoredCart,
  quantityInCart,
  removeLine,
  setLineQuantity,
  withStockLeft,
  withStockOf,
} from './cart.ts';
import { MAX_LINE_QUANTITY } from './constants.ts';
import type { Food } from './food.ts';

function food(id: string, overrides: Partial<Food> = {}): Food {
  return aFood({
    id,
    name: `Dish ${id}`,
    category: 'pizza',
    categoryId: 'pizza',
    price: 12.99,
    image: `/images/dishes/${id}.svg`,
    description: 'Tasty',
    ...overrides,
  });
}

describe('cart', () => {
  it('adds a dish as a new line with quantity 1, then raises that line', () => {
    const once = addLine([], food('a'));
    expect(once).toEqual([
      { _id: 'a', name: 'Dish a', description: 'Tasty', image: '/images/dishes/a.svg', priceCents: 1299, quantity: 1 },
    ]);
    const twice = addLine(once, food('a'));
    expect(twice).toHaveLength(1);
    expect(quantityInCart(twice, 'a')).toBe(2);
  });

  it('keeps the same dish with other choices as another line, priced with its options', () => {
    const large = { id: 'large', name: 'Large', price: 2.5, isAvailable: true };
    const olives = { id: 'olives', name: 'Olives', price: 1, isAvailable: true };
    let lines = addLine([], food('p', { price: 14.49 }), [large, olives]);
    lines = addLine(lines, food('p', { price: 14.49 }), [large, olives]);
    lines = addLine(lines, food('p', { price: 14.49 }));
    expect(lines.map((line) => [cartLineKey(line), line.priceCents, line.quantity])).toEqual([
      ['p|large,olives', 1799, 2],
      ['p', 1449, 1],
    ]);
    expect(lines[0]!.options).toEqual([
      { id: 'large', name: 'Large', priceCents: 250 },
      { id: 'olives', name: 'Olives', priceCents: 100 },
    ]);
    expect(dishQuantityInCart(lines, 'p')).toBe(3);
    expect(quantityInCart(lines, 'p')).toBe(1);
    expect(cartSubtotalCents(lines)).toBe(2 * 1799 + 1449);
    expect(removeLine(lines, 'p|large,olives').map(cartLineKey)).toEqual(['p']);
    expect(setLineQuantity(lines, 'p|large,olives', 5)[0]!.quantity).toBe(5);
    expect(parseStoredCart(JSON.parse(JSON.stringify(lines)))).toEqual(lines);
    expect(parseStoredCart([{ ...lines[0], options: [{ id: 1 }] }])).toEqual([]);
  });

  it('reads a cart saved before it kept minor units: its decimal prices become cents', () => {
    const saved = [
      {
        _id: 'p',
        name: 'Pizza',
        description: '',
        image: '',
        price: 17.99,
        quantity: 2,
        options: [{ id: 'large', name: 'Large', price: 2.5 }],
      },
      { _id: 'q', name: 'Salad', description: '', image: '', price: 8, quantity: 1 },
    ];
    expect(parseStoredCart(saved)).toEqual([
      {
        _id: 'p',
        name: 'Pizza',
        description: '',
        image: '',
        priceCents: 1799,
        quantity: 2,
        options: [{ id: 'large', name: 'Large', priceCents: 250 }],
      },
      { _id: 'q', name: 'Salad', description: '', image: '', priceCents: 800, quantity: 1 },
    ]);
    expect(
      parseStoredCart([
        { ...saved[1], price: -1 },
        { ...saved[1], price: undefined },
        { ...saved[1], priceCents: 1.5, price: undefined },
      ]),
    ).toEqual([]);
  });

  it("reprices a line from the menu as it is now, options included, keeping an option's old price when it is gone", () => {
    const large = { id: 'large', name: 'Large', price: 2.5, isAvailable: true };
    const olives = { id: 'olives', name: 'Olives', price: 1, isAvailable: true };
    const [line] = addLine([], food('p', { price: 14.49 }), [large, olives]);
    const now = food('p', {
      name: 'Pepperoni',
      price: 15,
      optionGroups: [{ id: 'size', name: 'Size', minSelect: 1, maxSelect: 1, options: [{ ...large, price: 3 }] }],
    });
    expect(repriceLine(line!, now)).toMatchObject({
      name: 'Pepperoni',
      priceCents: 1900,
      quantity: 1,
      options: [
        { id: 'large', priceCents: 300 },
        { id: 'olives', priceCents: 100 },
      ],
    });
    expect(repriceLine(addLine([], food('q'))[0]!, food('q', { price: 9 }))).not.toHaveProperty('options');
  });

  it('ignores a missing dish, one without an id and one out of stock', () => {
    expect(addLine([], undefined)).toEqual([]);
    expect(addLine([], food(''))).toEqual([]);
    expect(addLine([], food('b', { isAvailable: false }))).toEqual([]);
  });

  it('removes a line by id and counts lines, not items', () => {
    const lines = addLine(addLine(addLine([], food('a')), food('a')), food('b'));
    expect(countLines(lines)).toBe(2);
    expect(removeLine(lines, 'a').map((line) => line._id)).toEqual(['b']);
  });

  it('keeps quantities whole and between 1 and the maximum', () => {
    const lines = addLine([], food('a'));
    expect(quantityInCart(setLineQuantity(lines, 'a', 0), 'a')).toBe(1);
    expect(quantityInCart(setLineQuantity(lines, 'a', 2.7), 'a')).toBe(3);
    expect(quantityInCart(setLineQuantity(lines, 'a', 10_000), 'a')).toBe(MAX_LINE_QUANTITY);
  });

  it('takes a product sold by weight in its steps, from its least to its most, and prices each line half up', () => {
    const tomatoes = food('tomatoes', {
      price: 4.49,
      soldBy: 'weight',
      unit: 'kg',
      quantityStep: 0.25,
      minQuantity: 0.5,
      maxQuantity: 2,
    });
    let lines = addLine([], tomatoes);
    expect(quantityInCart(lines, 'tomatoes')).toBe(0.5);
    lines = addLine(lines, tomatoes);
    expect(quantityInCart(lines, 'tomatoes')).toBe(0.75);
    lines = addLine(lines, tomatoes, [], 0.75);
    expect(quantityInCart(lines, 'tomatoes')).toBe(1.5);
    expect(cartSubtotalCents(lines)).toBe(674);
    expect(quantityInCart(setLineQuantity(lines, 'tomatoes', 1.3), 'tomatoes')).toBe(1.25);
    expect(quantityInCart(setLineQuantity(lines, 'tomatoes', 9), 'tomatoes')).toBe(2);
    // A stored cart keeps the line's rule, and a quantity off its steps comes back on them.
    const stored = parseStoredCart(
      JSON.parse(JSON.stringify(setLineQuantity(lines, 'tomatoes', 1.5).map((line) => ({ ...line, quantity: 1.6 })))),
    );
    expect(stored[0]).toMatchObject({ quantity: 1.5, sale: { soldBy: 'weight', unit: 'kg', quantityStep: 0.25 } });
    // Three steps of 0.1 kg add up to what is left, not a float's hair above it.
    const tenths = food('beans', {
      soldBy: 'weight',
      unit: 'kg',
      quantityStep: 0.1,
      minQuantity: 0.1,
      stock: { tracked: true, quantity: 0.3, lowAt: 0 },
    });
    const three = addLine(addLine(addLine([], tenths), tenths), tenths);
    expect(quantityInCart(three, 'beans')).toBe(0.3);
    expect(addLine(three, tenths)).toEqual(three);
  });

  it('sums price × quantity in cents', () => {
    const lines = setLineQuantity(addLine(addLine([], food('a', { price: 12.99 })), food('b', { price: 0.1 })), 'a', 3);
    expect(cartSubtotalCents(lines)).toBe(3 * 1299 + 10);
  });

  it('never counts the same dish on two lines, whatever is added', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('a', 'b', 'c')), (ids) => {
        const lines = ids.reduce((cart, id) => addLine(cart, food(id)), addLine([], undefined));
        expect(countLines(lines)).toBe(new Set(ids).size);
        for (const id of new Set(ids)) expect(quantityInCart(lines, id)).toBe(ids.filter((x) => x === id).length);
      }),
    );
  });

  it('reads back only well-formed lines from browser storage', () => {
    const good = { _id: 'a', name: 'A', description: 'x', image: '/a.svg', priceCents: 100, quantity: 2 };
    expect(parseStoredCart([good, { _id: 'b' }, null, { ...good, quantity: 0 }])).toEqual([good]);
    expect(parseStoredCart('not a cart')).toEqual([]);
  });
});

describe('the cart and what is left', () => {
  const tracked = (quantity: number) => food('tomatoes', { stock: { tracked: true, quantity, lowAt: 5 } });

  it('keeps on each line of a tracked product how many are left, and adds no more than that', () => {
    let lines = addLine([], tracked(2));
    expect(lines[0]).toMatchObject({ _id: 'tomatoes', quantity: 1, left: 2 });
    lines = addLine(lines, tracked(2));
    expect(lines[0]).toMatchObject({ quantity: 2, left: 2 });
    expect(addLine(lines, tracked(2))).toEqual(lines);
    // A dish untracked keeps no count.
    expect(addLine([], food('a'))[0]).not.toHaveProperty('left');
  });

  it('learns a fresher count when the dish is added again', () => {
    const lines = addLine(addLine([], tracked(5)), tracked(9));
    expect(lines[0]).toMatchObject({ quantity: 2, left: 9 });
  });

  it("tells every line of a product, and only that product's, what is left", () => {
    const lines = [
      ...addLine([], tracked(5)),
      {
        _id: 'tomatoes',
        name: 'Vine Tomatoes',
        description: '',
        image: '',
        priceCents: 250,
        quantity: 1,
        options: [{ id: 'sliced', name: 'Sliced', priceCents: 0 }],
      },
      ...addLine([], food('a')),
    ];
    const told = withStockLeft(lines, 'tomatoes', 1);
    expect(told.map((line) => line.left)).toEqual([1, 1, undefined]);
    expect(withStockLeft(told, 'tomatoes', undefined).some((line) => 'left' in line)).toBe(false);
    expect(withStockLeft(told, 'tomatoes', 1)[0]).toBe(told[0]);
  });

  it('follows a menu answer: its counts, and no count once tracking stops', () => {
    const lines = [...addLine([], tracked(5)), ...addLine([], food('a'))];
    expect(withStockOf(lines, [tracked(2)]).map((line) => line.left)).toEqual([2, undefined]);
    expect(withStockOf(lines, [food('tomatoes')])[0]).not.toHaveProperty('left');
  });

  it('reads the count back from browser storage, dropping one that is not a count', () => {
    const line = { _id: 'tomatoes', name: 'Vine Tomatoes', priceCents: 250, quantity: 2 };
    expect(parseStoredCart([{ ...line, left: 1 }])[0]).toMatchObject({ left: 1 });
    expect(parseStoredCart([{ ...line, left: -1 }])[0]).not.toHaveProperty('left');
    expect(parseStoredCart([{ ...line, left: 'many' }])[0]).not.toHaveProperty('left');
  });
});

describe('what the cart says to a screen reader', () => {
  it('names the cart link with its count, singular for one', () => {
    expect(cartLinkLabel(0)).toBe('Cart, 0 items');
    expect(cartLinkLabel(1)).toBe('Cart, 1 item');
    expect(cartLinkLabel(2)).toBe('Cart, 2 items');
  });

  it('says what went in or out, and what the cart holds now', () => {
    expect(cartChangeMessage('added', 'Margherita Pizza', 3)).toBe('Margherita Pizza added to cart. 3 items in cart.');
    expect(cartChangeMessage('removed', 'Margherita Pizza', 1)).toBe('Margherita Pizza removed from cart. 1 item in cart.');
  });
});
