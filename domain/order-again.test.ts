import { describe, expect, it } from 'vitest';
import { aFood } from '../tests/factories/food.ts';
import { anOrderLine } from '../tests/factories/order-lines.ts';
import { addLine } from './cart.ts';
import { MAX_LINE_QUANTITY } from './constants.ts';
import type { Food, FoodOptionGroup } from './food.ts';
import { addLines, leftOutWords, orderAgainHeadline, planOrderAgain } from './order-again.ts';
import type { OrderProduct } from './order.ts';

function food(id: string, overrides: Partial<Food> = {}): Food {
  return aFood({
    // The menu's id (`_id`) stays the one given when a test gives the dish another `id`.
    _id: id,
    id,
    name: `Dish ${id}`,
    category: 'pizza',
    categoryId: 'pizza',
    price: 10,
    image: `/images/dishes/${id}.svg`,
    description: 'Tasty',
    ...overrides,
  });
}

const size: FoodOptionGroup = {
  id: 'size',
  name: 'Size',
  minSelect: 1,
  maxSelect: 1,
  options: [
    { id: 'regular', name: 'Regular', price: 0, isAvailable: true },
    { id: 'large', name: 'Large', price: 2.5, isAvailable: true },
  ],
};
const extras: FoodOptionGroup = {
  id: 'extras',
  name: 'Extras',
  minSelect: 0,
  maxSelect: 3,
  options: [
    { id: 'olives', name: 'Olives', price: 1, isAvailable: true },
    { id: 'truffle', name: 'Truffle oil', price: 4, isAvailable: true },
  ],
};
const pizza = food('pizza', { name: 'Pepperoni Pizza', price: 14.49, optionGroups: [size, extras] });
const salad = food('salad', { id: 'green-salad', name: 'Green Salad', price: 8 });

function ordered(dish: Food, quantity: number, price: number, options?: OrderProduct['options']): OrderProduct {
  return anOrderLine({ productId: dish._id, name: dish.name, price, quantity, image: dish.image, options: options ?? [] });
}

/** Pepperoni Pizza, large with olives, as ordered at $17.99. */
const largeWithOlives = (quantity = 2) =>
  ordered(pizza, quantity, 17.99, [
    { id: 'large', name: 'Large', price: 2.5 },
    { id: 'olives', name: 'Olives', price: 1 },
  ]);

describe('planOrderAgain', () => {
  it('puts every line in at the menu price when nothing changed, with its quantity and options', () => {
    const plan = planOrderAgain([largeWithOlives(2), ordered(salad, 3, 8)], [pizza, salad]);
    expect(plan.leftOut).toEqual([]);
    expect(plan.priceChanges).toEqual([]);
    expect(plan.lines).toEqual([
      {
        _id: 'pizza',
        name: 'Pepperoni Pizza',
        description: 'Tasty',
        image: '/images/dishes/pizza.svg',
        priceCents: 1799,
        quantity: 2,
        options: [
          { id: 'large', name: 'Large', priceCents: 250 },
          { id: 'olives', name: 'Olives', priceCents: 100 },
        ],
      },
      { _id: 'salad', name: 'Green Salad', description: 'Tasty', image: '/images/dishes/salad.svg', priceCents: 800, quantity: 3 },
    ]);
    expect(orderAgainHeadline(plan)).toEqual({ key: 'orders.added', values: { count: 2 } });
  });

  it('makes the lines adding the dish from the menu makes (domain/cart.ts addLine), tax rate included', () => {
    const taxed = { ...pizza, taxRate: 8 };
    const [line] = planOrderAgain([largeWithOlives(4)], [taxed]).lines;
    expect(line).toEqual({ ...addLine([], taxed, [size.options[1]!, extras.options[0]!])[0], quantity: 4 });
    const [plain] = planOrderAgain([ordered(salad, 1, 8)], [salad]).lines;
    expect(plain).toEqual(addLine([], salad)[0]);
  });

  it('keeps each quantity, and adds up two lines of the same dish and choices', () => {
    const plan = planOrderAgain([ordered(salad, 5, 8), largeWithOlives(1), ordered(salad, 4, 8)], [pizza, salad]);
    expect(plan.lines.map((line) => [line._id, line.quantity])).toEqual([
      ['salad', 9],
      ['pizza', 1],
    ]);
  });

  it('leaves out a dish no longer on the menu, and names it', () => {
    const plan = planOrderAgain([largeWithOlives(), ordered(salad, 1, 8)], [salad]);
    expect(plan.lines.map((line) => line._id)).toEqual(['salad']);
    expect(plan.leftOut).toEqual([{ label: 'Pepperoni Pizza (Large, Olives)', reason: { kind: 'gone' } }]);
    expect(leftOutWords(plan.leftOut[0]!)).toEqual({ key: 'orders.leftGone', values: { dish: 'Pepperoni Pizza (Large, Olives)' } });
    expect(orderAgainHeadline(plan)).toEqual({ key: 'orders.addedSome', values: { count: 1 } });
  });

  it('leaves out a dish marked unavailable', () => {
    const plan = planOrderAgain([ordered(salad, 1, 8)], [{ ...salad, isAvailable: false }]);
    expect(plan.lines).toEqual([]);
    expect(plan.leftOut).toEqual([{ label: 'Green Salad', reason: { kind: 'soldOut' } }]);
    expect(leftOutWords(plan.leftOut[0]!)).toEqual({ key: 'orders.leftSoldOut', values: { dish: 'Green Salad' } });
    expect(orderAgainHeadline(plan)).toEqual({ key: 'orders.nothingAdded' });
  });

  it('leaves out a line whose option is no longer offered, or sold out, naming the option', () => {
    const withoutOlives = {
      ...pizza,
      optionGroups: [size, { ...extras, options: extras.options.filter((option) => option.id !== 'olives') }],
    };
    const gone = planOrderAgain([largeWithOlives(), ordered(salad, 1, 8)], [withoutOlives, salad]);
    expect(gone.lines.map((line) => line._id)).toEqual(['salad']);
    expect(gone.leftOut).toEqual([{ label: 'Pepperoni Pizza (Large, Olives)', reason: { kind: 'optionGone', option: 'Olives' } }]);
    expect(leftOutWords(gone.leftOut[0]!).key).toBe('orders.leftOptionGone');
    expect(leftOutWords(gone.leftOut[0]!).values).toEqual({ dish: 'Pepperoni Pizza (Large, Olives)', option: 'Olives' });

    const soldOut = {
      ...pizza,
      optionGroups: [size, { ...extras, options: extras.options.map((option) => ({ ...option, isAvailable: option.id !== 'olives' })) }],
    };
    const refused = planOrderAgain([largeWithOlives()], [soldOut]);
    expect(refused.leftOut).toEqual([{ label: 'Pepperoni Pizza (Large, Olives)', reason: { kind: 'optionSoldOut', option: 'Olives' } }]);
    expect(leftOutWords(refused.leftOut[0]!)).toEqual({
      key: 'orders.leftOptionSoldOut',
      values: { dish: 'Pepperoni Pizza (Large, Olives)', option: 'Olives' },
    });
  });

  it("leaves out a line that no longer fits the dish's choices (a group became required)", () => {
    const plain = ordered(salad, 1, 8);
    const plan = planOrderAgain([plain], [{ ...salad, optionGroups: [size] }]);
    expect(plan.leftOut).toEqual([{ label: 'Green Salad', reason: { kind: 'chooseAgain' } }]);
  });

  it("names a dish whose own price changed, and puts it in at today's price", () => {
    const plan = planOrderAgain([largeWithOlives(2), ordered(salad, 1, 8)], [{ ...pizza, price: 15.49 }, salad]);
    expect(plan.priceChanges).toEqual([{ label: 'Pepperoni Pizza (Large, Olives)', wasCents: 1799, nowCents: 1899 }]);
    expect(plan.lines.map((line) => [line._id, line.priceCents, line.quantity])).toEqual([
      ['pizza', 1899, 2],
      ['salad', 800, 1],
    ]);
  });

  it("names a line whose option's price changed, priced with the option's new price", () => {
    const dearerLarge = { ...size, options: size.options.map((option) => (option.id === 'large' ? { ...option, price: 3 } : option)) };
    const plan = planOrderAgain([largeWithOlives(1)], [{ ...pizza, optionGroups: [dearerLarge, extras] }]);
    expect(plan.priceChanges).toEqual([{ label: 'Pepperoni Pizza (Large, Olives)', wasCents: 1799, nowCents: 1849 }]);
    expect(plan.lines[0]!.options).toEqual([
      { id: 'large', name: 'Large', priceCents: 300 },
      { id: 'olives', name: 'Olives', priceCents: 100 },
    ]);
  });

  it("takes the menu's current name and picture, and lists options in the dish's order", () => {
    const renamed = { ...pizza, name: 'Pepperoni', image: '/images/new.svg' };
    const line = ordered(pizza, 1, 17.99, [
      { id: 'olives', name: 'Olives', price: 1 },
      { id: 'large', name: 'Large', price: 2.5 },
    ]);
    const [added] = planOrderAgain([line], [renamed]).lines;
    expect(added).toMatchObject({ name: 'Pepperoni', image: '/images/new.svg' });
    expect(added!.options!.map((option) => option.id)).toEqual(['large', 'olives']);
  });

  it('finds an option by its id when the order carries one, so a renamed option still fits', () => {
    const renamedOlives = { ...extras, options: [{ ...extras.options[0]!, name: 'Kalamata olives' }, extras.options[1]!] };
    const menu = [{ ...pizza, optionGroups: [size, renamedOlives] }];
    const line = ordered(pizza, 1, 17.99, [
      { id: 'large', name: 'Large', price: 2.5 },
      { id: 'olives', name: 'Olives', price: 1 },
    ]);
    const plan = planOrderAgain([line], menu);
    expect(plan.leftOut).toEqual([]);
    expect(plan.lines[0]!.options).toEqual([
      { id: 'large', name: 'Large', priceCents: 250 },
      { id: 'olives', name: 'Kalamata olives', priceCents: 100 },
    ]);
  });

  it('reads orders from an older server, whose lines have no options', () => {
    const plan = planOrderAgain([ordered(salad, 2, 8)], [salad]);
    expect(plan.lines).toHaveLength(1);
    expect(plan.lines[0]).not.toHaveProperty('options');
  });
});

describe('addLines', () => {
  it('adds to a line with the same dish and choices, as adding a dish does, and appends the others', () => {
    const cart = addLine(addLine([], salad), pizza, [size.options[1]!]);
    const { lines } = planOrderAgain([ordered(salad, 2, 8), largeWithOlives(1)], [pizza, salad]);
    const after = addLines(cart, lines);
    expect(after.map((line) => [line._id, line.options?.map((option) => option.id) ?? [], line.quantity])).toEqual([
      ['salad', [], 3],
      ['pizza', ['large'], 1],
      ['pizza', ['large', 'olives'], 1],
    ]);
  });

  it("brings a line already in the cart to today's price, and keeps to the cart's maximum quantity", () => {
    const cart = addLine([], { ...salad, price: 7 }).map((line) => ({ ...line, quantity: 98 }));
    const [line] = planOrderAgain([ordered(salad, 5, 7)], [salad]).lines;
    expect(addLines(cart, [line!])).toEqual([{ ...line, quantity: MAX_LINE_QUANTITY }]);
  });
});
