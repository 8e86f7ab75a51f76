import { describe, expect, it } from 'vitest';
import { focusHome, type DeskLayout } from './desk-focus.ts';

const layout = (columns: Partial<DeskLayout>): DeskLayout => ({ new: [], kitchen: [], ready: [], handover: [], later: [], ...columns });

describe('where the focus goes after a move', () => {
  it('stays with an order still on the desk, in whatever column it is now', () => {
    expect(focusHome(layout({ new: ['a', 'b'] }), layout({ new: ['b'], kitchen: ['a'] }), 'a')).toEqual({ order: 'a' });
    expect(focusHome(layout({ kitchen: ['a'] }), layout({ kitchen: ['a'] }), 'a')).toEqual({ order: 'a' });
  });

  it('goes to the next order of the column an order left, or the one before it when it was last', () => {
    expect(focusHome(layout({ new: ['a', 'b', 'c'] }), layout({ new: ['a', 'c'] }), 'b')).toEqual({ order: 'c' });
    expect(focusHome(layout({ new: ['a', 'b', 'c'] }), layout({ new: ['a', 'b'] }), 'c')).toEqual({ order: 'b' });
    // The next one left with it (someone else answered both): the one after that.
    expect(focusHome(layout({ new: ['a', 'b', 'c', 'd'] }), layout({ new: ['a', 'd'], kitchen: ['c'] }), 'b')).toEqual({ order: 'd' });
  });

  it('goes to the column when the order was the last in it, and nowhere in particular for an order never shown', () => {
    expect(focusHome(layout({ ready: ['a'] }), layout({}), 'a')).toEqual({ column: 'ready' });
    expect(focusHome(layout({ new: ['a', 'b'] }), layout({ kitchen: ['b'] }), 'a')).toEqual({ column: 'new' });
    expect(focusHome(layout({}), layout({}), 'x')).toBeNull();
  });
});
