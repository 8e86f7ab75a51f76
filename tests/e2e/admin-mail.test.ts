import { randomUUID } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { orderReference } from '../../domain/order-status.ts';
import { toastWith } from './support/auth.ts';
import { expectNoAxeViolations, POLL, useBrowser } from './support/browser.ts';
import { waitForMail } from './support/mailbox.ts';
import { waitForHydration } from './support/menu.ts';
import { placeOrder, signInAdmin, signInBrowser, signUpCustomer, type ApiSession } from './support/orders.ts';
import { onLiveDatabase } from './support/live-database.ts';

const session = useBrowser();

interface MailSettings {
  orderNoticeEmail: string;
  noticesGoTo: string;
  delivery: string;
}

async function adminApi<T>(admin: ApiSession, method: 'GET' | 'PUT', path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${session.baseURL}${path}`, {
    method,
    headers: { Cookie: admin.cookie, Origin: session.baseURL, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.status, `${method} ${path} ${await response.clone().text()}`).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

function outboxTable(page: Page): Locator {
  return page.getByRole('table', { name: /mails, newest first$/ });
}

function mailRow(page: Page, to: string): Locator {
  return outboxTable(page).getByRole('row').filter({ hasText: to });
}

/** Where new-order notices went before this file changed them; put back afterwards. */
let savedNoticeEmail: string | undefined;
let restoreAs: ApiSession | undefined;

afterAll(async () => {
  if (restoreAs && savedNoticeEmail !== undefined)
    await adminApi(restoreAs, 'PUT', '/api/admin/mails/settings', { orderNoticeEmail: savedNoticeEmail });
});

describe('the Mail screen', () => {
  it('shows how mail leaves and what was sent, sends a failed mail again for real, and sets where notices go', async () => {
    const admin = await signInAdmin(session.baseURL);
    restoreAs = admin;
    const before = await adminApi<MailSettings>(admin, 'GET', '/api/admin/mails/settings');
    savedNoticeEmail = before.orderNoticeEmail;
    expect(before.delivery).toBe('smtp');

    // A customer's order sends two real mails: theirs, and the shop's notice.
    const customer = await signUpCustomer(session.baseURL, 'Mail');
    const placed = await placeOrder(session.baseURL, customer, [{ productId: 'margherita-pizza', quantity: 1 }], { method: 'cash' });
    const reference = `#${orderReference(placed._id)}`;
    const received = await waitForMail(customer.user.email, (mail) => mail.subject.includes(reference));
    await waitForMail(before.noticesGoTo, (mail) => mail.subject.includes(`New order ${reference}`));

    // A mail the mail server refused for good, about that order, to an address nothing else uses.
    const bounced = `bounced-${randomUUID().slice(0, 8)}@example.test`;
    const now = Date.now();
    await onLiveDatabase(
      `insert into outbox_mails (kind, to_address, order_id, payload, state, attempts, next_attempt_at, last_error, created_at)
       values ('order_received', ?, ?, '{}', 'failed', 9, ?, 'Mailbox unavailable (550)', ?)`,
      [bounced, placed._id, now, now],
    );
    const { counts } = await adminApi<{ counts: { failed: number } }>(admin, 'GET', '/api/admin/mails?limit=1');
    expect(counts.failed).toBeGreaterThanOrEqual(1);

    const context = await session.context();
    await signInBrowser(context, session.baseURL, admin);
    const page = await context.newPage();
    await page.goto('/admin/mail');
    await page.getByRole('heading', { name: 'Mail', level: 1 }).waitFor();
    await page.getByText('Mails go out through your mail server (SMTP_URL).', { exact: true }).waitFor();

    // The mails sent for the order, with their subjects and the order's reference.
    const sentRow = mailRow(page, customer.user.email);
    await sentRow.waitFor();
    expect(await sentRow.textContent()).toContain(received.subject);
    expect(await sentRow.textContent()).toContain('Order received');
    expect(await sentRow.textContent()).toContain(reference);
    expect(await sentRow.textContent()).toContain('Sent');
    expect(await sentRow.getByRole('button').count()).toBe(0);

    const failedFilter = page.getByRole('group', { name: 'Show' }).getByRole('button', { name: `Failed (${counts.failed})`, exact: true });
    await failedFilter.waitFor();
    await expectNoAxeViolations(page);

    // Only the failed mails, the refused one among them with its error.
    await waitForHydration(failedFilter);
    await failedFilter.click();
    expect(await failedFilter.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => new URL(page.url()).search, POLL).toBe('?state=failed');
    const failedRow = mailRow(page, bounced);
    await failedRow.waitFor();
    expect(await failedRow.textContent()).toContain('Mailbox unavailable (550)');
    expect(await failedRow.textContent()).toContain(reference);
    expect(await mailRow(page, customer.user.email).count()).toBe(0);
    await expectNoAxeViolations(page);

    // Send again, from the keyboard: the mail really goes out, and the row leaves Failed.
    const sendAgain = failedRow.getByRole('button', { name: `Send again: Order received to ${bounced}` });
    await sendAgain.focus();
    await page.keyboard.press('Enter');
    await toastWith(page, 'The mail will be sent again in a moment.').waitFor();
    const resent = await waitForMail(bounced, (mail) => mail.subject.includes(reference));
    expect(resent.subject).toContain('we have your order');
    await failedRow.waitFor({ state: 'detached' });
    // The keyboard stays in the outbox although the button went with its row.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('outbox-heading');

    await page.getByRole('group', { name: 'Show' }).getByRole('button', { name: 'All', exact: true }).click();
    await expect
      .poll(async () => {
        await page.getByRole('button', { name: 'Refresh' }).click();
        return (await mailRow(page, bounced).textContent()) ?? '';
      }, POLL)
      .toContain('Sent');
    expect(await mailRow(page, bounced).getByRole('button').count()).toBe(0);

    // Where new-order notices go: checked as typed, saved, and kept.
    const field = page.getByLabel('Send new-order notices to');
    await field.fill('not an address');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Enter an e-mail address for new-order notices, or leave it empty to use the contact e-mail.').waitFor();
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    await expectNoAxeViolations(page);

    const notices = `notices-${randomUUID().slice(0, 8)}@example.test`;
    await field.fill(notices);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await toastWith(page, 'Mail settings saved.').waitFor();
    expect(await field.getAttribute('aria-invalid')).toBeNull();
    await page.getByText(`Notices go to ${notices} now.`).waitFor();
    expect((await adminApi<MailSettings>(admin, 'GET', '/api/admin/mails/settings')).noticesGoTo).toBe(notices);
    await page.reload();
    await expect.poll(() => page.getByLabel('Send new-order notices to').inputValue(), POLL).toBe(notices);

    // Put back as it was (empty: the contact e-mail).
    await page.getByLabel('Send new-order notices to').fill(before.orderNoticeEmail);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await toastWith(page, 'Mail settings saved.').waitFor();
    await page.getByText(`Notices go to ${before.noticesGoTo} now.`).waitFor();
    expect(await adminApi<MailSettings>(admin, 'GET', '/api/admin/mails/settings')).toEqual(before);
  });

  it('is for admins: staff are shown that it is not theirs, and the API refuses them', async () => {
    const cook = await signUpCustomer(session.baseURL, 'MailStaff');
    await onLiveDatabase("update users set role = 'staff' where id = ?", [cook.userId]);
    const context = await session.context();
    await signInBrowser(context, session.baseURL, cook);
    const page = await context.newPage();
    await page.goto('/admin/mail');
    await page.getByRole('heading', { name: "This screen is for the shop's administrators." }).waitFor();
    expect(await page.getByRole('table').count()).toBe(0);
    const refused = await fetch(`${session.baseURL}/api/admin/mails`, { headers: { Cookie: cook.cookie } });
    expect(refused.status).toBe(403);
  });
});
