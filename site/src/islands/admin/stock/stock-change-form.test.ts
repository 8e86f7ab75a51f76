import { describe, expect, it } from 'vitest';
import { STOCK_ERRORS } from '../../../../../domain/stock.ts';
import { STOCK_AMOUNT_UNSIGNED, stockChangeBody, type StockChangeFormValues } from './stock-change-form.ts';

const fields = (values: Partial<StockChangeFormValues>): StockChangeFormValues => ({
  reason: 'delivery',
  amount: '',
  note: '',
  locationId: null,
  ...values,
});

describe('the Adjust stock dialog’s request', () => {
  it('adds a delivery and takes waste away, both typed as how many', () => {
    expect(stockChangeBody(fields({ amount: '3', note: ' Monday van ' }))).toEqual({
      ok: true,
      body: { adjust: 3, reason: 'delivery', note: 'Monday van' },
    });
    expect(stockChangeBody(fields({ reason: 'waste', amount: '7' }))).toEqual({
      ok: true,
      body: { adjust: -7, reason: 'waste', note: '' },
    });
  });

  it('sets what a count found, and changes by a signed correction', () => {
    expect(stockChangeBody(fields({ reason: 'count', amount: '0' }))).toEqual({ ok: true, body: { set: 0, reason: 'count', note: '' } });
    expect(stockChangeBody(fields({ reason: 'correction', amount: '-2' }))).toEqual({
      ok: true,
      body: { adjust: -2, reason: 'correction', note: '' },
    });
  });

  it('names the location only when one was chosen', () => {
    expect(stockChangeBody(fields({ amount: '1', locationId: 2 }))).toEqual({
      ok: true,
      body: { adjust: 1, reason: 'delivery', note: '', locationId: 2 },
    });
  });

  it('refuses a count below zero and an empty or zero change, with the server’s messages', () => {
    expect(stockChangeBody(fields({ reason: 'count', amount: '-1' }))).toEqual({ ok: false, errors: { amount: STOCK_ERRORS.set } });
    expect(stockChangeBody(fields({ reason: 'count', amount: '' }))).toEqual({ ok: false, errors: { amount: STOCK_ERRORS.set } });
    expect(stockChangeBody(fields({ reason: 'correction', amount: '0' }))).toEqual({ ok: false, errors: { amount: STOCK_ERRORS.adjust } });
    expect(stockChangeBody(fields({ reason: 'waste', amount: '0' }))).toEqual({ ok: false, errors: { amount: STOCK_ERRORS.adjust } });
    expect(stockChangeBody(fields({ amount: '1.5' }))).toEqual({ ok: false, errors: { amount: STOCK_ERRORS.adjust } });
  });

  it('takes a weight to the gram for a product sold by weight', () => {
    expect(stockChangeBody(fields({ reason: 'waste', amount: '0.75' }), 'weight')).toEqual({
      ok: true,
      body: { adjust: -0.75, reason: 'waste', note: '' },
    });
    expect(stockChangeBody(fields({ reason: 'count', amount: '10.5' }), 'weight')).toMatchObject({ ok: true, body: { set: 10.5 } });
    expect(stockChangeBody(fields({ reason: 'count', amount: '2.5' }), 'unit')).toEqual({
      ok: false,
      errors: { amount: STOCK_ERRORS.set },
    });
    expect(stockChangeBody(fields({ amount: '0.1234' }), 'weight')).toEqual({ ok: false, errors: { amount: STOCK_ERRORS.decimals } });
  });

  it('refuses a sign in “Received” or “Wasted”: the reason says which way', () => {
    expect(stockChangeBody(fields({ amount: '-3' }))).toEqual({ ok: false, errors: { amount: STOCK_AMOUNT_UNSIGNED } });
    expect(stockChangeBody(fields({ reason: 'waste', amount: '-3' }))).toEqual({ ok: false, errors: { amount: STOCK_AMOUNT_UNSIGNED } });
  });

  it('keeps the note on one line', () => {
    expect(stockChangeBody(fields({ amount: '1', note: 'two\nlines' }))).toEqual({ ok: false, errors: { note: STOCK_ERRORS.note } });
  });
});
