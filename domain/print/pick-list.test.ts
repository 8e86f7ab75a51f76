import { describe, expect, it } from 'vitest';
import type { PickSheet, PickSheetProduct } from '../contracts/pick-sheet.ts';
import { BY_THE_UNIT } from '../sale-quantity.ts';
import { anOrder } from '../../tests/factories/order-answer.ts';
import { anOrderLine, WEIGHED_LINE } from '../../tests/factories/order-lines.ts';
import { pickList, SUGGESTIONS_PRINTED } from './pick-list.ts';

const london = { timeZone: 'Europe/London', locale: 'en-GB' };

function product(productId: string, name: string, fields: Partial<PickSheetProduct> = {}): PickSheetProduct {
  return {
    productId,
    name,
    price: 3.79,
    image: '',
    ...BY_THE_UNIT,
    barcode: null,
    sku: null,
    stockLeft: null,
    isAvailable: true,
    ...fields,
  };
}

const rice = ['Jasmine Rice 1 kg', 'Brown Rice 1 kg', 'Wild Rice 500 g', 'Arborio Rice 1 kg'].map((name) =>
  product(name.toLowerCase().replaceAll(' ', '-'), name),
);

/**
 * The worked order of docs/product/picking.md with a named replacement and a product deleted
 * since: tomatoes by weight, basmati (best match), milk (refund), butter (oat spread instead) and
 * crackers no longer sold. Lines in the order placed; the sheet lists them in aisle order.
 */
const order = anOrder({
  products: [
    { ...WEIGHED_LINE, productId: 'tomatoes' },
    anOrderLine({ productId: 'basmati', name: 'Basmati Rice 1 kg', price: 3.29, quantity: 2, substitution: { mode: 'best_match' } }),
    anOrderLine({ productId: 'milk', name: 'Milk 1 L', price: 1.15, quantity: 2 }),
    anOrderLine({ productId: 'crackers', name: 'Sea Salt Crackers', price: 2.1, quantity: 1, substitution: { mode: 'best_match' } }),
    anOrderLine({
      productId: 'butter',
      name: 'Butter 250 g',
      price: 2.45,
      quantity: 1,
      substitution: { mode: 'specific', productId: 'oat-spread', name: 'Oat Spread 250 g' },
    }),
  ],
  notes: '  Ripe tomatoes, please.  ',
  toBePicked: true,
});

const sheet: PickSheet = {
  order,
  lines: [
    {
      index: 0,
      aisle: 'Fruit & Veg',
      product: product('tomatoes', 'Vine Tomatoes', {
        soldBy: 'weight',
        unit: 'kg',
        quantityStep: 0.25,
        minQuantity: 0.5,
        barcode: '2000000000015',
        sku: 'TOM-KG',
        stockLeft: 8.58,
      }),
      suggestions: [],
    },
    {
      index: 1,
      aisle: 'Larder › Rice & Pasta',
      product: product('basmati', 'Basmati Rice 1 kg', { barcode: '5012345678900', sku: 'BAS-1', stockLeft: 0 }),
      suggestions: rice,
    },
    { index: 4, aisle: 'Dairy', product: product('butter', 'Butter 250 g', { sku: 'BUT-250' }), suggestions: [] },
    { index: 2, aisle: 'Dairy', product: product('milk', 'Milk 1 L', { barcode: '5000000000017', stockLeft: 12 }), suggestions: [] },
    { index: 3, aisle: '', product: null, suggestions: [] },
  ],
};

describe('pickList', () => {
  it('heads the list with the order, who it is for, how it goes out and when, and its number of lines', () => {
    const list = pickList(sheet, london);
    expect(list).toMatchObject({
      reference: 'ABC123',
      customerName: 'Ann Lee',
      handOver: 'delivery',
      timing: 'ASAP',
      due: { label: 'Promised for', at: '12:40' },
      location: null,
      lineCount: 5,
      notes: 'Ripe tomatoes, please.',
    });

    const collected = pickList(
      {
        ...sheet,
        order: {
          ...order,
          fulfilment: { type: 'pickup', slotStart: '2026-07-17T16:00:00.000Z', promisedAt: '2026-07-17T16:00:00.000Z' },
          readyAt: '2026-07-17T15:50:00.000Z',
        },
      },
      london,
    );
    expect(collected).toMatchObject({ handOver: 'pickup', timing: 'SCHEDULED', due: { label: 'Ready by', at: 'Fri 17 Jul, 16:50' } });
  });

  it('groups the lines under their aisles in the sheet’s order, a product gone last under no aisle', () => {
    const list = pickList(sheet, london);
    expect(list.aisles.map((aisle) => [aisle.name, aisle.lines.map((line) => line.name)])).toEqual([
      ['Fruit & Veg', ['Vine Tomatoes']],
      ['Larder › Rice & Pasta', ['Basmati Rice 1 kg']],
      ['Dairy', ['Butter 250 g', 'Milk 1 L']],
      ['', ['Sea Salt Crackers']],
    ]);
    expect(list.aisles.flatMap((aisle) => aisle.lines.map((line) => line.index))).toEqual([0, 1, 4, 2, 3]);
  });

  it('gives a weighed line its weight ordered, the unit to write the scale’s weight in and its stock in that unit', () => {
    const [tomatoes] = pickList(sheet, london).aisles[0]!.lines;
    expect(tomatoes).toEqual({
      index: 0,
      ordered: '1.5 kg',
      weighIn: 'kg',
      name: 'Vine Tomatoes',
      options: [],
      sku: 'TOM-KG',
      barcode: '2000000000015',
      stockLeft: '8.58 kg',
      ifOut: { mode: 'none' },
      gone: false,
    });
    // The page's language writes the numbers; Intl names the unit.
    const german = pickList(sheet, london, 'de-DE').aisles[0]!.lines[0]!;
    expect(german).toMatchObject({ ordered: '1,5 kg', weighIn: 'kg', stockLeft: '8,58 kg' });
  });

  it('gives a line by the unit its count, no weight to write, and its stock left only where counted', () => {
    const lines = pickList(sheet, london).aisles.flatMap((aisle) => aisle.lines);
    const byName = (name: string) => lines.find((line) => line.name === name)!;
    expect(byName('Basmati Rice 1 kg')).toMatchObject({ ordered: '2', weighIn: null, stockLeft: '0', barcode: '5012345678900' });
    expect(byName('Milk 1 L')).toMatchObject({ ordered: '2', stockLeft: '12', sku: null, barcode: '5000000000017' });
    expect(byName('Butter 250 g')).toMatchObject({ ordered: '1', stockLeft: null, sku: 'BUT-250', barcode: null });
  });

  it('says what to do if a line is out, as the customer chose: a best match with its first suggestions, the product named, or a refund', () => {
    const lines = pickList(sheet, london).aisles.flatMap((aisle) => aisle.lines);
    const ifOut = Object.fromEntries(lines.map((line) => [line.name, line.ifOut]));
    expect(ifOut).toEqual({
      'Vine Tomatoes': { mode: 'none' },
      'Basmati Rice 1 kg': { mode: 'best_match', suggestions: ['Jasmine Rice 1 kg', 'Brown Rice 1 kg', 'Wild Rice 500 g'] },
      'Butter 250 g': { mode: 'specific', name: 'Oat Spread 250 g' },
      'Milk 1 L': { mode: 'none' },
      // Its category went with it: nothing to suggest, though the customer allowed a best match.
      'Sea Salt Crackers': { mode: 'best_match', suggestions: [] },
    });
    expect(SUGGESTIONS_PRINTED).toBe(3);
  });

  it('prints a product deleted since the order by the name it was ordered under, with nothing to find it by', () => {
    const gone = pickList(sheet, london).aisles.at(-1)!.lines[0];
    expect(gone).toEqual({
      index: 3,
      ordered: '1',
      weighIn: null,
      name: 'Sea Salt Crackers',
      options: [],
      sku: null,
      barcode: null,
      stockLeft: null,
      ifOut: { mode: 'best_match', suggestions: [] },
      gone: true,
    });
  });

  it('names a line’s options, and no price anywhere', () => {
    const withOptions = {
      ...sheet,
      order: {
        ...order,
        products: order.products.map((line, index) =>
          index === 2 ? { ...line, options: [{ id: 'semi', name: 'Semi-skimmed', price: 0.1 }] } : line,
        ),
      },
    };
    const list = pickList(withOptions, london);
    const milk = list.aisles.flatMap((aisle) => aisle.lines).find((line) => line.name === 'Milk 1 L');
    expect(milk?.options).toEqual(['Semi-skimmed']);
    expect(JSON.stringify(list)).not.toMatch(/£|4\.49|3\.29|1\.15|2\.45|2\.1\b|0\.1\b/);
  });

  it('names the location in a chain, and leaves out a sheet line the order does not have', () => {
    const chain = { ...london, locations: new Map([[1, { name: 'Riverside', addressLines: [], phone: '' }]]) };
    const list = pickList({ ...sheet, lines: [...sheet.lines, { index: 9, aisle: 'Dairy', product: null, suggestions: [] }] }, chain);
    expect(list.location).toBe('Doorstep');
    expect(list.aisles.flatMap((aisle) => aisle.lines)).toHaveLength(5);
  });
});
