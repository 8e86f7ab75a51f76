import { describe, expect, it } from 'vitest';
import { translateText } from '../i18n/tables.ts';
import { completePick } from './complete-pick.ts';
import type { KeptDecision } from './pick-decision.ts';
import { APPROVAL_MESSAGES } from './picking-messages.ts';
import { answerRefusal, approvalStatus, minutesLeft, sameReplacement, waitUntil } from './replacement-approval.ts';
import { BASMATI, JASMINE, MILK, TOMATOES } from '../../tests/factories/worked-order.ts';

const NOW = Date.UTC(2026, 0, 15, 12);
const MINUTE = 60_000;

describe('a replacement waiting for the customer', () => {
  it('waits until its time, then is over unless answered', () => {
    expect(approvalStatus({ until: NOW + MINUTE, answer: null }, NOW)).toBe('waiting');
    expect(approvalStatus({ until: NOW, answer: null }, NOW)).toBe('expired');
    expect(approvalStatus({ until: NOW, answer: 'accepted' }, NOW + MINUTE)).toBe('accepted');
    expect(approvalStatus({ until: NOW + MINUTE, answer: 'declined' }, NOW)).toBe('declined');
  });

  it('counts the minutes left up, so the last one reads "1 min"', () => {
    expect(minutesLeft(NOW + 7 * MINUTE, NOW)).toBe(7);
    expect(minutesLeft(NOW + 6 * MINUTE + 1, NOW)).toBe(7);
    expect(minutesLeft(NOW + 1_000, NOW)).toBe(1);
    expect(minutesLeft(NOW - 1_000, NOW)).toBe(0);
  });

  it('starts only where the owner asks customers', () => {
    expect(waitUntil({ enabled: true, minutes: 10 }, NOW)).toBe(NOW + 10 * MINUTE);
    expect(waitUntil({ enabled: false, minutes: 10 }, NOW)).toBeNull();
  });

  it('keeps its wait for the same product in the same quantity, and starts over for anything else', () => {
    const kept = { status: 'replaced', productId: 'jasmine', quantity: 2 };
    expect(sameReplacement(kept, { status: 'replaced', productId: 'jasmine', quantity: 2 })).toBe(true);
    expect(sameReplacement(kept, { status: 'replaced', productId: 'jasmine', quantity: 1 })).toBe(false);
    expect(sameReplacement(kept, { status: 'replaced', productId: 'wild-rice', quantity: 2 })).toBe(false);
    expect(sameReplacement(kept, { status: 'missing', quantity: 0 })).toBe(false);
    expect(sameReplacement(undefined, { status: 'replaced', productId: 'jasmine', quantity: 2 })).toBe(false);
  });
});

describe('answerRefusal', () => {
  const open = { status: 'processing', pickedAt: null };
  const waiting = { status: 'replaced', wait: { until: NOW + MINUTE, answer: null } };

  it('takes an answer while the replacement waits', () => {
    expect(answerRefusal(open, waiting, NOW)).toBeNull();
  });

  it('refuses a line with nothing offered, an answer given, a time over, and a picked order', () => {
    expect(answerRefusal(open, undefined, NOW)).toBe(APPROVAL_MESSAGES.nothingOffered);
    expect(answerRefusal(open, { status: 'replaced', wait: null }, NOW)).toBe(APPROVAL_MESSAGES.nothingOffered);
    expect(answerRefusal(open, { status: 'missing', wait: null }, NOW)).toBe(APPROVAL_MESSAGES.nothingOffered);
    expect(answerRefusal(open, { status: 'replaced', wait: { until: NOW + MINUTE, answer: 'accepted' } }, NOW)).toBe(
      APPROVAL_MESSAGES.answered,
    );
    expect(answerRefusal(open, waiting, NOW + MINUTE)).toBe(APPROVAL_MESSAGES.timeOver);
    expect(answerRefusal({ status: 'processing', pickedAt: new Date(NOW) }, waiting, NOW)).toBe(APPROVAL_MESSAGES.picked);
    expect(answerRefusal({ status: 'cancelled', pickedAt: null }, waiting, NOW)).toBe(APPROVAL_MESSAGES.nothingOffered);
  });
});

describe('completing a pick whose customer approves replacements', () => {
  const lines = [TOMATOES, BASMATI, { ...MILK, substitution: { mode: 'best_match' as const } }];
  const catalogue = new Map([JASMINE, { ...JASMINE, id: 'oat-milk', name: 'Oat Milk 1 L' }].map((each) => [each.id, each]));
  const offered = (name: string) => ({ name, quantity: 2, unit: null });
  const rice = (wait: KeptDecision['wait']): KeptDecision => ({
    index: 1,
    status: 'replaced',
    productId: 'jasmine',
    quantity: 2,
    wait,
    offered: offered('Jasmine Rice 1 kg'),
  });
  const milk = (wait: KeptDecision['wait']): KeptDecision => ({
    index: 2,
    status: 'replaced',
    productId: 'oat-milk',
    quantity: 2,
    wait,
    offered: offered('Oat Milk 1 L'),
  });
  const tomatoes: KeptDecision = { index: 0, status: 'picked', quantity: 1.42 };

  it('is refused while a replacement waits in its time, naming the lines and the most minutes left', () => {
    const refused = completePick(
      lines,
      [tomatoes, rice({ until: NOW + 7 * MINUTE, answer: null }), milk({ until: NOW + 3 * MINUTE, answer: null })],
      catalogue,
      NOW,
    );
    expect(refused).toMatchObject({
      ok: false,
      reason: 'approval_waiting',
      waiting: [
        { index: 1, minutesLeft: 7 },
        { index: 2, minutesLeft: 3 },
      ],
    });
    expect(refused.ok || refused.reason !== 'approval_waiting' ? '' : translateText('en', refused.message)).toBe(
      'The customer has not answered 2 replacements yet (Basmati Rice 1 kg, Milk 1 L): complete the pick once they do, or in 7 min.',
    );
  });

  it('sends an accepted replacement, and makes a declined or unanswered one a missing line that says why', () => {
    const completed = completePick(
      lines,
      [tomatoes, rice({ until: NOW + MINUTE, answer: 'accepted' }), milk({ until: NOW, answer: null })],
      catalogue,
      NOW,
    );
    expect(completed.ok && completed.picks.map((pick) => [pick.status, pick.status === 'missing' ? pick.unapproved : null])).toEqual([
      ['picked', null],
      ['replaced', null],
      ['missing', { answer: 'expired', offered: offered('Oat Milk 1 L') }],
    ]);
    const declined = completePick(lines, [tomatoes, rice({ until: NOW + MINUTE, answer: 'declined' }), milk(undefined)], catalogue, NOW);
    expect(declined.ok && declined.picks[1]).toEqual({
      status: 'missing',
      line: BASMATI,
      unapproved: { answer: 'declined', offered: offered('Jasmine Rice 1 kg') },
    });
  });

  it('does not check again a replacement nobody will send', () => {
    const offSale = new Map(catalogue).set('jasmine', { ...JASMINE, isAvailable: false });
    const completed = completePick(lines, [tomatoes, rice({ until: NOW + MINUTE, answer: 'declined' }), milk(undefined)], offSale, NOW);
    expect(completed.ok).toBe(true);
  });
});
