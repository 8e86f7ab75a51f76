import { beforeAll, describe, expect, it } from 'vitest';
import { messageTable } from '../../../../../domain/i18n/tables.ts';
import { deskTitle, shouldChime } from './desk-alerts.ts';

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
