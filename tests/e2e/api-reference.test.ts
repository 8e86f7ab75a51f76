import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signInNewCustomer } from './support/admin.ts';
import { expectNoAxeViolations, POLL, useBrowser } from './support/browser.ts';
import { fetchFoods } from './support/menu.ts';

const session = useBrowser();

/** Opens an operation of the reference by its method and path, and returns its "Try it" form. */
async function openOperation(page: Page, method: string, path: string): Promise<Locator> {
  const card = page.locator('details').filter({ has: page.locator('summary', { hasText: method }).filter({ hasText: path }) });
  const exact = card.filter({ has: page.locator('summary code', { hasText: new RegExp(`^${path.replace(/[{}/]/g, '\\$&')}$`) }) });
  await exact.locator('summary').click();
  return exact.getByRole('form', { name: `Try ${method} ${path}` });
}

describe('the API reference at /api/docs', () => {
  it('lists every operation by section and sends a real request from the page', async () => {
    const page = await session.newPage();
    const response = await page.goto('/api/docs');
    expect(response?.status()).toBe(200);
    await page.getByRole('heading', { level: 1, name: 'API reference' }).waitFor();
    for (const section of ['Menu', 'Accounts', 'Orders', 'Reviews', 'Admin']) {
      await page.getByRole('heading', { level: 2, name: section }).waitFor(POLL);
    }

    const tryMenu = await openOperation(page, 'GET', '/api/foods');
    await tryMenu.getByRole('button', { name: 'Send GET' }).click();
    await tryMenu.getByText('Answer: 200').waitFor(POLL);
    const [firstDish] = await fetchFoods(session.baseURL);
    expect(await tryMenu.getByLabel('Answer body').textContent()).toContain(firstDish!.name);

    // A path parameter left blank is asked for before anything is sent.
    const tryDish = await openOperation(page, 'DELETE', '/api/foods/{id}');
    await tryDish.getByLabel(/^id/).fill('');
    await tryDish.getByRole('button', { name: 'Send DELETE' }).click();
    await tryDish.getByText('Please fill in id.').waitFor(POLL);

    await expectNoAxeViolations(page);
  });

  it('sends as the signed-in user: a customer writes a review from it, and a bad body gets the server message', async () => {
    session.allow(/400.*\/api\/reviews/);
    const context = await session.context();
    await signInNewCustomer(context, session.baseURL);
    const page = await context.newPage();
    await page.goto('/api/docs');
    const form = await openOperation(page, 'POST', '/api/reviews');
    const body = form.getByLabel('Request body');
    expect(JSON.parse(await body.inputValue())).toMatchObject({ rating: expect.any(Number), review: expect.any(String) });

    await body.fill(JSON.stringify({ rating: 5 }));
    await form.getByRole('button', { name: 'Send POST' }).click();
    await form.getByText('Answer: 400').waitFor(POLL);
    expect(await form.getByLabel('Answer body').textContent()).toContain('Review must be at least 10 characters');

    const text = `Tried from the API reference ${Date.now()}`;
    await body.fill(JSON.stringify({ rating: 5, review: text }));
    await form.getByRole('button', { name: 'Send POST' }).click();
    await form.getByText('Answer: 201').waitFor(POLL);

    const reviews = (await (await fetch(`${session.baseURL}/api/reviews`)).json()) as { data: { review: string }[] };
    expect(reviews.data.map((review) => review.review)).toContain(text);
  });
});
