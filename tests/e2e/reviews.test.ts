import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { REVIEW_MESSAGES } from '../../domain/review-form.ts';
import { toastWith } from './support/auth.ts';
import { expectNoAxeViolations, PHONE, POLL, useBrowser } from './support/browser.ts';
import { waitForHydration } from './support/menu.ts';
import { signInAdmin, signInBrowser, signUpCustomer } from './support/orders.ts';
import { translator } from '../../domain/i18n/tables.ts';

/** What an English page and an answer without Accept-Language say. */
const english = translator('en');

const session = useBrowser();

function reviewForm(page: Page): Locator {
  return page.getByRole('form', { name: 'Write a Review' });
}

function ratingGroup(page: Page): Locator {
  return page.getByRole('radiogroup', { name: 'Rating' });
}

function feedback(page: Page): Locator {
  return page.getByRole('region', { name: 'User Feedback' });
}

async function submit(page: Page): Promise<void> {
  await reviewForm(page).getByRole('button', { name: 'Submit Review' }).click();
}

/** The toast for `message`, then dismissed so the next one can be told apart. */
async function expectToast(page: Page, message: string): Promise<void> {
  const toast = toastWith(page, message);
  await toast.waitFor();
  await page.getByRole('region', { name: 'Messages' }).getByRole('button', { name: 'Dismiss message' }).first().click();
  await toast.waitFor({ state: 'detached' });
}

describe('Reviews', () => {
  it('asks a signed-out visitor to log in before anything else', async () => {
    const page = await session.newPage();
    await page.goto('/review');
    await page.getByRole('heading', { name: 'Write a Review', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'User Feedback', level: 2 }).waitFor();
    const button = reviewForm(page).getByRole('button', { name: 'Submit Review' });
    await waitForHydration(button);
    await expectNoAxeViolations(page);

    // Everything is missing, yet being signed in is the first rule.
    await submit(page);
    await expectToast(page, english(REVIEW_MESSAGES.notSignedIn));
    expect(await reviewForm(page).getByText(english(REVIEW_MESSAGES.ratingMissing)).count()).toBe(0);
    await reviewForm(page).getByRole('button', { name: 'Login' }).click();
    await page.getByRole('dialog').getByRole('heading', { name: 'Log in' }).waitFor();
  });

  it('checks the rules in order, previews and chooses stars by pointer and keyboard, then lists the review', async () => {
    const writer = await signUpCustomer(session.baseURL, 'Reviewer');
    const context = await session.context();
    await signInBrowser(context, session.baseURL, writer);
    const page = await context.newPage();
    await page.goto('/review');
    const form = reviewForm(page);
    const name = form.getByLabel('Your name', { exact: true });
    const text = form.getByLabel('Your review', { exact: true });

    // The name is the account's, shown and not editable: nobody can post under another name.
    await expect.poll(() => name.inputValue(), POLL).toBe(writer.user.name);
    expect(await name.getAttribute('readonly')).not.toBeNull();
    await expectNoAxeViolations(page);

    await submit(page);
    // The field to fix gets the focus (before the toast's own button takes it below).
    await expect
      .poll(
        () =>
          ratingGroup(page)
            .getByRole('radio')
            .first()
            .evaluate((input) => input === document.activeElement),
        POLL,
      )
      .toBe(true);
    await expectToast(page, english(REVIEW_MESSAGES.ratingMissing));
    await form.getByText(english(REVIEW_MESSAGES.ratingMissing)).waitFor();
    await expectNoAxeViolations(page);

    // Each star is a labelled radio; pointing previews, leaving restores.
    const stars = ratingGroup(page).getByRole('radio');
    expect(await stars.evaluateAll((radios) => radios.map((radio) => radio.getAttribute('aria-label')))).toEqual([
      '1 star',
      '2 stars',
      '3 stars',
      '4 stars',
      '5 stars',
    ]);
    const filled = () => ratingGroup(page).locator('svg.fill-amber-400').count();
    await ratingGroup(page).getByRole('radio', { name: '3 stars' }).hover();
    await expect.poll(filled, POLL).toBe(3);
    await page.mouse.move(0, 0);
    await expect.poll(filled, POLL).toBe(0);

    // The keyboard: Tab into the group (from the link to Account Settings before it), arrows choose.
    await form.getByRole('link', { name: 'Account Settings' }).focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    expect(await ratingGroup(page).getByRole('radio', { name: '4 stars' }).isChecked()).toBe(true);
    await expect.poll(filled, POLL).toBe(4);
    await form.getByText(english(REVIEW_MESSAGES.ratingMissing)).waitFor({ state: 'detached' });

    await text.fill('  too short  ');
    await submit(page);
    await expectToast(page, english(REVIEW_MESSAGES.tooShort));
    await form.getByText(english(REVIEW_MESSAGES.tooShort)).waitFor();

    const words = `Hot, fresh and on time. ${writer.userId.slice(0, 8)}`;
    await text.fill(words);
    await submit(page);
    await toastWith(page, REVIEW_MESSAGES.submitted).waitFor();

    // The form is cleared (the name stays the account's) and the list shows the review under it.
    await expect.poll(() => text.inputValue(), POLL).toBe('');
    expect(await name.inputValue()).toBe(writer.user.name);
    expect(await ratingGroup(page).getByRole('radio', { checked: true }).count()).toBe(0);
    const card = feedback(page).getByRole('article', { name: writer.user.name }).filter({ hasText: words });
    await card.waitFor();
    await card.getByText('Rated 4 out of 5 stars').waitFor();
    await card.locator('time').waitFor();
    await expectNoAxeViolations(page);

    // Everyone may read reviews: a signed-out visitor sees it too, on a phone.
    const visitor = await (await session.freshContext({ viewport: PHONE })).newPage();
    await visitor.goto('/review');
    await feedback(visitor).getByRole('article', { name: writer.user.name }).filter({ hasText: words }).waitFor();
    expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await expectNoAxeViolations(visitor);
  });

  it("shows 'Submitting...' while the review is sent, and the server's message when it fails", async () => {
    // Any signed-in person may write one: the E2E admin spares a sign-up (they are limited per hour).
    const writer = await signInAdmin(session.baseURL);
    const context = await session.context();
    await signInBrowser(context, session.baseURL, writer);
    const page = await context.newPage();
    session.allow(/\[http 503\] POST .*\/api\/reviews/, /status of 503/);
    let release: () => void = () => undefined;
    const held = new Promise<void>((done) => (release = done));
    await page.route('**/api/reviews', async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      await held;
      await route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, message: 'Reviews are resting.', code: 'service_unavailable' }),
      });
    });
    await page.goto('/review');
    const form = reviewForm(page);
    await expect.poll(() => form.getByLabel('Your name', { exact: true }).inputValue(), POLL).toBe(writer.user.name);
    await ratingGroup(page).getByRole('radio', { name: '5 stars' }).check();
    await form.getByLabel('Your review', { exact: true }).fill('Lovely food, lovely people.');
    await submit(page);
    await form.getByRole('button', { name: 'Submitting...' }).waitFor();
    release();
    await toastWith(page, 'Reviews are resting.').waitFor();
    await form.getByRole('button', { name: 'Submit Review' }).waitFor();
    // Nothing is lost: the customer can send it again.
    expect(await form.getByLabel('Your review', { exact: true }).inputValue()).toBe('Lovely food, lovely people.');
  });

  it("says 'Failed to load reviews' when the list cannot be loaded", async () => {
    session.allow(/\[http 500\] GET .*\/api\/reviews/, /status of 500/);
    const page = await session.newPage();
    await page.route('**/api/reviews', (route) => route.fulfill({ status: 500, contentType: 'text/plain', body: 'down' }));
    await page.goto('/review');
    await feedback(page).getByText('Failed to load reviews').waitFor();
    await toastWith(page, 'Failed to load reviews').waitFor();
    await expectNoAxeViolations(page);
  });
});
