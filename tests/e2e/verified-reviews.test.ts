import { createClient } from '@libsql/client';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { REVIEW_ADMIN_MESSAGES, REVIEW_MESSAGES } from '../../domain/review-form.ts';
import { orderReference } from '../../domain/order-status.ts';
import { toastWith } from './support/auth.ts';
import { expectNoAxeViolations, POLL, useBrowser } from './support/browser.ts';
import { waitForHydration } from './support/menu.ts';
import { orderArticle, placeOrder, setOrderStatus, signInAdmin, signInBrowser, signUpCustomer } from './support/orders.ts';
import { startServer } from './support/server.ts';

const session = useBrowser();

/** The review's card on the Reviews page, named by its author. */
function feedbackCard(page: Page, author: string) {
  return page.getByRole('region', { name: 'User Feedback' }).getByRole('article', { name: author });
}

describe('verified order reviews', () => {
  it('a customer reviews a delivered order with per-dish stars from My Orders; the owner replies and hides it', async () => {
    // Its own server over a copy of the shared database: the reviews list and the moderation
    // change what the other files' tests assert.
    const dir = mkdtempSync(join(tmpdir(), 'doorstep-e2e-reviews-'));
    const file = join(dir, 'reviews.db');
    const live = createClient({ url: inject('databaseURL') });
    try {
      await live.execute({ sql: 'VACUUM INTO ?', args: [file] });
    } finally {
      live.close();
    }
    const server = await startServer(`file:${file}`);
    const customerContext = await session.freshContext({ baseURL: server.baseURL });
    const adminContext = await session.freshContext({ baseURL: server.baseURL });
    try {
      const customer = await signUpCustomer(server.baseURL, 'Verified Eater');
      const admin = await signInAdmin(server.baseURL);
      const order = await placeOrder(
        server.baseURL,
        customer,
        [
          { productId: 'margherita-pizza', quantity: 1 },
          { productId: 'dragon-roll', quantity: 2 },
        ],
        { method: 'cash' },
      );
      await setOrderStatus(server.baseURL, admin, order._id, 'delivered');

      // My Orders offers the review on the delivered order.
      await signInBrowser(customerContext, server.baseURL, customer);
      const page = await customerContext.newPage();
      await page.goto('/myorders');
      const reviewLink = orderArticle(page, order).getByRole('link', { name: `Review this order, order #${orderReference(order._id)}` });
      await reviewLink.click();
      await page.waitForURL(`**/review?order=${order._id}`);

      const form = page.getByRole('form', { name: 'Write a Review' });
      await form.getByText(`Your review of order #${orderReference(order._id)}`).waitFor();
      await waitForHydration(form.getByRole('button', { name: 'Submit Review' }));
      await expectNoAxeViolations(page);
      await form.getByRole('radiogroup', { name: 'Rating for the order' }).getByRole('radio', { name: '5 stars' }).check();
      await form.getByRole('radiogroup', { name: 'Margherita Pizza' }).getByRole('radio', { name: '4 stars' }).check();
      await form.getByLabel('Your review', { exact: true }).fill('The pizza was crisp and the rolls came warm.');
      await form.getByRole('button', { name: 'Submit Review' }).click();
      await toastWith(page, REVIEW_MESSAGES.submitted).waitFor();

      // Listed as a verified order review, and the address no longer names the order.
      const card = feedbackCard(page, customer.user.name);
      await card.getByText('Verified order').waitFor();
      expect(new URL(page.url()).search).toBe('');
      await expectNoAxeViolations(page);

      // The order is reviewed: My Orders no longer offers it.
      await page.goto('/myorders');
      await orderArticle(page, order).waitFor();
      await expect.poll(() => reviewLink.count(), POLL).toBe(0);

      // The owner replies, then hides it with a reason.
      await signInBrowser(adminContext, server.baseURL, admin);
      const adminPage = await adminContext.newPage();
      await adminPage.goto('/admin/reviews');
      await adminPage.getByRole('heading', { name: 'Reviews', level: 1 }).waitFor();
      const item = adminPage.getByRole('article', { name: customer.user.name });
      await item.getByText('Verified order').waitFor();
      await item.getByText('Margherita Pizza: 4 stars of 5').waitFor();
      await expectNoAxeViolations(adminPage);

      await item.getByRole('button', { name: `Reply to the review by ${customer.user.name}` }).click();
      const replyDialog = adminPage.getByRole('dialog', { name: 'Reply to this review' });
      const replyField = replyDialog.getByLabel('Your reply');
      await expect.poll(() => replyField.evaluate((field) => field === document.activeElement), POLL).toBe(true);
      await expectNoAxeViolations(adminPage);
      await replyField.fill('Thank you! See you soon.');
      await replyDialog.getByRole('button', { name: 'Publish reply' }).click();
      await toastWith(adminPage, REVIEW_ADMIN_MESSAGES.replied).waitFor();
      await replyDialog.waitFor({ state: 'detached' });
      // Focus goes back to the button that opened the dialog.
      await expect
        .poll(() => item.getByRole('button', { name: `Edit the reply to the review by ${customer.user.name}` }).count(), POLL)
        .toBe(1);

      await page.goto('/review');
      const replied = feedbackCard(page, customer.user.name);
      await replied.getByText('Reply from the shop').waitFor();
      await replied.getByText('Thank you! See you soon.').waitFor();

      const hide = item.getByRole('button', { name: `Hide the review by ${customer.user.name}` });
      await hide.click();
      const hideDialog = adminPage.getByRole('dialog', { name: 'Hide this review?' });
      await hideDialog.getByRole('button', { name: 'Hide review' }).click();
      await hideDialog.getByText(REVIEW_ADMIN_MESSAGES.reasonMissing).waitFor();
      await expectNoAxeViolations(adminPage);
      await hideDialog.getByLabel('Why hide it').fill('Names a member of staff');
      await hideDialog.getByRole('button', { name: 'Hide review' }).click();
      await toastWith(adminPage, REVIEW_ADMIN_MESSAGES.hidden).waitFor();
      await item.getByText(/Hidden by .*: Names a member of staff/).waitFor();
      await item.getByRole('button', { name: `Show the review by ${customer.user.name} again` }).waitFor();

      // Gone from the Reviews page.
      await page.reload();
      const feedback = page.getByRole('region', { name: 'User Feedback' });
      await feedback.getByRole('list').or(feedback.getByText('No reviews yet. Be the first to write one!')).first().waitFor();
      expect(await feedbackCard(page, customer.user.name).count()).toBe(0);
    } finally {
      await customerContext.close();
      await adminContext.close();
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
