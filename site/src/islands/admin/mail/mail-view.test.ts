import { beforeAll, describe, expect, it } from 'vitest';
import { messageTable } from '../../../../../domain/i18n/tables.ts';
import {
  canSendAgain,
  deliveryText,
  emptyOutboxText,
  failedNeedsAttention,
  filterFromSearch,
  filterLabel,
  isMailFilter,
  MAIL_FILTERS,
  mailOrderReference,
  sendAgainName,
  searchOfFilter,
  shownError,
} from './mail-view.ts';

// The outbox's words are the page's: an English admin page's messages, as built.
beforeAll(() => {
  globalThis.__doorstepPage = { language: 'en', base: '', table: messageTable('en', ['admin', 'admin-mail']) };
});

const counts = { waiting: 1, sent: 12, logged: 0, failed: 2 };

describe('how mail leaves this server, in words', () => {
  it('names the mail server when there is one', () => {
    expect(deliveryText('smtp')).toEqual({ text: 'Mails go out through your mail server (SMTP_URL).' });
  });

  it('says mails are only logged without SMTP_URL, and where to read how to set it', () => {
    const { text, pointer } = deliveryText('log');
    expect(text).toBe("No mail server is set (SMTP_URL): mails are written to the server's log and kept here. Set SMTP_URL to send them.");
    expect(pointer).toContain('README');
  });

  it('says a server without a sender sends nothing', () => {
    expect(deliveryText('none').text).toMatch(/^This server does not send mail/);
  });
});

describe('the outbox filters', () => {
  it('starts with All, then the states that need the admin, each with its count', () => {
    expect(MAIL_FILTERS.map((filter) => filterLabel(filter, counts))).toEqual([
      'All',
      'Failed (2)',
      'Waiting (1)',
      'Sent (12)',
      'Logged (0)',
    ]);
  });

  it('leaves the counts out until they are known', () => {
    expect(filterLabel('failed', null)).toBe('Failed');
  });

  it('marks Failed while there is a failed mail, and only then', () => {
    expect(failedNeedsAttention(counts)).toBe(true);
    expect(failedNeedsAttention({ ...counts, failed: 0 })).toBe(false);
    expect(failedNeedsAttention(null)).toBe(false);
  });

  it('reads and writes the filter in the address bar, so a link can open the failed mails', () => {
    expect(isMailFilter('failed')).toBe(true);
    expect(isMailFilter('bounced')).toBe(false);
    expect(filterFromSearch('?state=failed')).toBe('failed');
    expect(filterFromSearch('?state=bounced')).toBe('all');
    expect(filterFromSearch('')).toBe('all');
    expect(searchOfFilter('waiting')).toBe('?state=waiting');
    expect(searchOfFilter('all')).toBe('');
  });

  it('has its own empty text for each filter', () => {
    const texts = MAIL_FILTERS.map(emptyOutboxText);
    expect(new Set(texts).size).toBe(MAIL_FILTERS.length);
    expect(emptyOutboxText('failed')).toBe('No failed mails.');
  });
});

describe('one mail in the outbox', () => {
  const failed = {
    state: 'failed',
    kind: 'order_received',
    label: 'Order received',
    to: 'ann@example.com',
    lastError: 'Mailbox unavailable (550)',
  } as const;

  it('can be sent again while failed or waiting, not once it is through', () => {
    expect(canSendAgain({ state: 'failed' })).toBe(true);
    expect(canSendAgain({ state: 'waiting' })).toBe(true);
    expect(canSendAgain({ state: 'sent' })).toBe(false);
    expect(canSendAgain({ state: 'logged' })).toBe(false);
  });

  it('names its Send again button after the mail, starting with the words it shows', () => {
    expect(sendAgainName(failed)).toBe('Send again: Order received to ann@example.com');
  });

  it('shows its last error only while it is not through', () => {
    expect(shownError(failed)).toBe('Mailbox unavailable (550)');
    expect(shownError({ state: 'waiting', lastError: null })).toBe('');
    expect(shownError({ state: 'sent', lastError: 'Timed out' })).toBe('');
  });

  it('writes its order as the short reference people read', () => {
    expect(mailOrderReference('65f1c2a9e4b0d3f7a1b2c3d4')).toBe('#B2C3D4');
    expect(mailOrderReference(null)).toBe('');
  });
});
