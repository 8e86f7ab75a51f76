import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMoney, type ShopCurrency } from '../../domain/money.ts';
import type { Order } from '../../domain/order.ts';
import type { PublicStoreSettings } from '../../domain/store-details.ts';
import { adminCookie, adminRequest, logInAsAdminThroughPage } from './support/admin.ts';
import { toastWith } from './support/auth.ts';
import { expectNoAxeViolations, POLL, useBrowser } from './support/browser.ts';
import { waitForHydration } from './support/menu.ts';
import { orderArticle, placeOrder, signUpCustomer } from './support/orders.ts';

// Luigi's: euros written the Italian way, VAT inside the prices (10% on pizza and the fee). A
// customer orders 2 × Margherita (12.99): 25.98 + 3.00 = 28.98, of which VAT 2.63 (2898 × 10 / 110).
// The owner sets the shop's VAT number, gives back "5,50" typed the Italian way, then one pizza
// chosen as an item, and prints the receipt. The shared
// E2E database gets its settings back afterwards.
const session = useBrowser();
const EUROS: ShopCurrency = { code: 'EUR', locale: 'it-IT' };
const euros = (cents: number) => formatMoney(cents, EUROS);
let original: PublicStoreSettings & { fulfilment: { timeZone: string } };
let placed: Order;
/** Today's figures before the refunds (the shared database has other tests' orders of today). */
let before: ReportSummary;

interface ReportSummary {
  tax: number;
  refundedTax: number;
}

async function todaysSummary(): Promise<ReportSummary> {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: original.fulfilment.timeZone }).format(new Date());
  const response = await fetch(`${session.baseURL}/api/admin/reports?from=${today}&to=${today}`, {
    headers: { Cookie: await adminCookie(session.baseURL) },
  });
  return ((await response.json()) as { data: { summary: ReportSummary } }).data.summary;
}

const adminFetch = (path: string, method: string, body: unknown) => adminRequest(session.baseURL, path, method, body);

interface Category {
  id: string;
  name: string;
  description: string;
  image: string;
  isHidden: boolean;
}

/** The pizza category with its tax rate set (the other fields as they are). */
async function setPizzaRate(taxRate: number): Promise<void> {
  const categories = (await (await fetch(`${session.baseURL}/api/categories`)).json()) as Category[];
  const { name, description, image, isHidden } = categories.find((category) => category.id === 'pizza')!;
  expect((await adminFetch('/api/categories/pizza', 'PUT', { name, description, image, isHidden, taxRate })).status).toBe(200);
}

beforeAll(async () => {
  original = ((await (await fetch(`${session.baseURL}/api/settings`)).json()) as { data: typeof original }).data;
  await setPizzaRate(10);
  const italian = { ...original, currency: 'EUR', locale: 'it-IT', taxMode: 'inclusive', deliveryTaxRate: 10, confirmCurrencyChange: true };
  expect((await adminFetch('/api/settings', 'PUT', italian)).status).toBe(200);
  const customer = await signUpCustomer(session.baseURL, 'Luigi guest');
  placed = await placeOrder(session.baseURL, customer, [{ productId: 'margherita-pizza', quantity: 2 }], { method: 'cash' });
  expect(placed).toMatchObject({ currency: 'EUR', totalAmount: 28.98, tax: 2.63 });
  before = await todaysSummary();
});
afterAll(async () => {
  if (original)
    expect((await adminFetch('/api/settings', 'PUT', { ...original, taxNumber: '', confirmCurrencyChange: true })).status).toBe(200);
  await setPizzaRate(0);
});

describe('refunds in the shop’s own way of writing money', () => {
  it('the owner gives back "5,50", then one pizza chosen as an item, and the books keep what is left', async () => {
    const page = await session.newPage();
    // A headless browser has no print dialog: window.print() only counts.
    await page.addInitScript(() => {
      window.print = () => undefined;
    });
    await logInAsAdminThroughPage(page, '/admin/settings');
    // The shop's VAT number, for its receipts and mails.
    const money = page.getByRole('form', { name: 'Currency, tax and tips' });
    const save = money.getByRole('button', { name: 'Save currency, tax and tips' });
    await waitForHydration(save);
    await money.getByLabel('VAT or tax number (optional)').fill('IT01234567890');
    await save.click();
    await toastWith(page, 'Currency, tax and tips saved').waitFor();

    await page.goto('/admin/orders');
    const card = orderArticle(page.getByRole('main'), placed);
    const open = card.getByRole('button', { name: 'Record refund' });
    await waitForHydration(open);

    await open.click();
    let dialog = page.getByRole('dialog', { name: 'Record refund' });
    await dialog.getByText(`${euros(2898)} left to refund`).waitFor();
    // What an Italian owner types; a US-style decimal is refused at the field with the way to write it.
    const amount = dialog.getByLabel(/^Amount given back/);
    await amount.fill('5.5');
    await dialog.getByRole('button', { name: 'Record refund' }).click();
    await dialog.getByText('Write it as 5,5: decimals after ",", thousands with "." or nothing.').waitFor();
    await expect.poll(() => amount.getAttribute('aria-invalid'), POLL).toBe('true');
    await amount.fill('5,50');
    await dialog.getByRole('button', { name: 'Record refund' }).click();
    await toastWith(page, 'Refund recorded').waitFor();
    await card.getByText(`-${euros(550)}`).waitFor();

    await open.click();
    dialog = page.getByRole('dialog', { name: 'Record refund' });
    await dialog.getByText(`${euros(2348)} left to refund`).waitFor();
    await dialog.getByRole('radio', { name: 'Chosen items' }).check();
    await dialog.getByLabel(/^Margherita Pizza/).fill('1');
    // 12.99 with its VAT inside: 1.18.
    await dialog.getByText(`Comes to ${euros(1299)}, of which tax ${euros(118)}.`).waitFor();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Record refund' }).click();
    await toastWith(page, 'Refund recorded').waitFor();
    await card.getByText(`-${euros(1849)}`).waitFor();
    await card.getByRole('button', { name: /^Print receipt/ }).click();
    const receipt = page.locator('#order-slip [data-slip="receipt"]');
    await receipt.waitFor({ state: 'attached' });
    expect(await receipt.textContent()).toContain('VAT number IT01234567890');

    // Today's Z report: of this order's 2.63 VAT, 0.50 (of 5.50 pro rata) and 1.18 were given back.
    const after = await todaysSummary();
    expect(Math.round((after.refundedTax - before.refundedTax) * 100)).toBe(168);
    expect(Math.round((before.tax - after.tax) * 100)).toBe(168);
    await page.goto('/admin/reports');
    const main = page.getByRole('main');
    await main.getByText(/End-of-day summary \(Z report\)/).waitFor();
    await expect
      // biome-ignore lint/performance/useDomNodeTextContent: Playwright's innerText() reads the text as rendered, as the user sees it
      .poll(() => main.getByRole('region', { name: 'Tax refunded', exact: true }).innerText(), POLL)
      .toContain(euros(Math.round(after.refundedTax * 100)));
    await expect
      // biome-ignore lint/performance/useDomNodeTextContent: Playwright's innerText() reads the text as rendered, as the user sees it
      .poll(() => main.getByRole('region', { name: 'Tax kept', exact: true }).innerText(), POLL)
      .toContain(euros(Math.round(after.tax * 100)));
    await main.getByRole('table', { name: 'Tax by rate' }).getByText('10%').waitFor();
    await expectNoAxeViolations(page);

    const download = page.waitForEvent('download');
    await main.getByRole('link', { name: 'Download refunds (CSV)' }).click();
    const text = readFileSync(await (await download).path(), 'utf8');
    expect(text).toContain('1 × Margherita Pizza');
    expect(text).toContain('Pro rata');
  });
});
