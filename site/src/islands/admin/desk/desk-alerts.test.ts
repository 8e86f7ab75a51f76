import { beforeAll, describe, expect, it } from 'vitest';
import { messageTable } from '../../../../../domain/i18n/tables.ts';
import { arrivedAnswered, deskTitle, shouldChime } from './desk-alerts.ts';

// The desk's title is written in the page's language: an English admin page's messages, as built.
beforeAll(() => {
  globalThis.__doorstepPage = { language: 'en', base: '', table: messageTable('en', ['admin', 'admin-desk']) };
});

describe('the desk chime', () => {
  it('rings while an order waits and the browser lets the page sound', () => {
    expect(shouldChime({ waiting: 1, sound: 'on', muted: false })).toBe(true);
    expect(shouldChime({ waiting: 0, sound: 'on', muted: false })).toBe(false);
    expect(shouldChime({ waiting: 3, sound: 'off', muted: false })).toBe(false);
    expect(shouldChime({ waiting: 3, sound: 'unsupported', muted: false })).toBe(false);
  });

  it('stays silent on a muted desk, which still counts what waits in the title', () => {
    expect(shouldChime({ waiting: 2, sound: 'on', muted: true })).toBe(false);
    expect(deskTitle(2)).toBe('(2) New orders — Order Desk');
  });
});

describe('an order accepted on another screen', () => {
  it('rings once when the board first shows it already answered; never for the first board or a new order', () => {
    const orders = [
      { _id: 'a', orderStatus: 'pending' },
      { _id: 'b', orderStatus: 'processing' },
    ];
    expect(arrivedAnswered(null, orders)).toEqual([]);
    expect(arrivedAnswered(new Set(['b']), orders)).toEqual([]);
    expect(arrivedAnswered(new Set<string>(), orders)).toEqual([{ _id: 'b', orderStatus: 'processing' }]);
  });
});
