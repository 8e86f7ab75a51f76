import { PDFDocument } from 'pdf-lib';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Table } from '../../domain/contracts/tables.ts';
import { adminCookie, adminNav, adminRequest, logInAsAdminThroughPage } from './support/admin.ts';
import { toastWith } from './support/auth.ts';
import { expectNoAxeViolations, POLL, useBrowser } from './support/browser.ts';
import { waitForHydration } from './support/menu.ts';

const session = useBrowser();
const NAMES = ['Table 7', 'Table 8'];

async function tables(): Promise<Table[]> {
  const response = await fetch(`${session.baseURL}/api/tables`, { headers: { Cookie: await adminCookie(session.baseURL) } });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: Table[] }).data;
}

/** The e2e server is shared by every file: this journey's tables go, whether it finished or not. */
async function removeOurTables(): Promise<void> {
  for (const table of await tables()) {
    if (NAMES.includes(table.name))
      expect((await adminRequest(session.baseURL, `/api/tables/${table.id}`, 'DELETE', undefined)).status).toBe(204);
  }
}
beforeAll(removeOurTables);
afterAll(removeOurTables);

function tableRow(page: Page, name: string): Locator {
  return page
    .getByRole('table', { name: 'The shop’s tables' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name, exact: true }) });
}

/** The row's code as the browser drew it: its address, and its width once loaded (0 when it failed). */
async function codeOf(row: Locator): Promise<{ src: string; width: number }> {
  const image = row.getByRole('img', { name: /^QR code of / });
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth), POLL).toBeGreaterThan(0);
  return image.evaluate((element: HTMLImageElement) => ({ src: element.currentSrc, width: element.naturalWidth }));
}

describe('Tables', () => {
  it('adds Table 7 from the keyboard, shows its code, renews it, prints the sheet and removes a table', async () => {
    const page = await session.newPage();
    await logInAsAdminThroughPage(page, '/admin/tables');
    await page.getByRole('heading', { name: 'Tables', level: 1 }).waitFor();
    expect(await adminNav(page).getByRole('link', { name: 'Tables' }).getAttribute('aria-current')).toBe('page');
    await expectNoAxeViolations(page);

    // Add, from the keyboard: the browser checks with the server's rules before anything is sent.
    const add = page.getByRole('button', { name: 'Add table' });
    await waitForHydration(add);
    await add.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Add a table' });
    await dialog.waitFor();
    await page.keyboard.press('Enter');
    await dialog.getByText('Give the table a name.').waitFor();
    await dialog.getByText('Seats are a whole number from 1 to 50.').waitFor();
    await expectNoAxeViolations(page);
    await page.keyboard.type('Table 7');
    await page.keyboard.press('Tab');
    await page.keyboard.type('4');
    await page.keyboard.press('Enter');
    await toastWith(page, 'Table added').waitFor(POLL);
    await dialog.waitFor({ state: 'detached' });

    const row = tableRow(page, 'Table 7');
    await row.waitFor();
    await row.getByRole('cell', { name: '4', exact: true }).waitFor();
    const added = (await tables()).find((table) => table.name === 'Table 7')!;
    expect(added.seats).toBe(4);
    await row.getByRole('link', { name: added.url }).waitFor();
    const before = await codeOf(row);
    expect(before.src).toContain(`/api/tables/${added.id}/qr.svg`);
    const download = row.getByRole('link', { name: 'Download the QR code of Table 7 (SVG)' });
    expect(await download.getAttribute('download')).toBe('');
    await expectNoAxeViolations(page);

    // A second table, and the name Table 7 is refused to it: said at the name.
    session.allow(/\[http 409\] POST .*\/api\/tables$/, /status of 409 \(Conflict\) \(.*\/api\/tables\)$/);
    await add.click();
    const second = page.getByRole('dialog', { name: 'Add a table' });
    await second.getByLabel('Name').fill('table 7');
    await second.getByLabel('Seats').fill('2');
    await second.getByRole('button', { name: 'Save', exact: true }).click();
    await second.getByText('table 7 is at this location already.').waitFor(POLL);
    await second.getByLabel('Name').fill('Table 8');
    await second.getByRole('button', { name: 'Save', exact: true }).click();
    await second.waitFor({ state: 'detached' });
    await tableRow(page, 'Table 8').waitFor();

    // Renew: asked first, then the old code is gone and the row shows the new one.
    await row.getByRole('button', { name: 'Renew code for Table 7' }).click();
    const renew = page.getByRole('dialog', { name: 'Renew the code of Table 7?' });
    await renew.getByText('The code printed for this table stops working at once.', { exact: false }).waitFor();
    await expectNoAxeViolations(page);
    await renew.getByRole('button', { name: 'Renew code' }).click();
    await toastWith(page, 'New code made: the printed one no longer works.').waitFor(POLL);
    await renew.waitFor({ state: 'detached' });
    const renewed = (await tables()).find((table) => table.id === added.id)!;
    expect(renewed.token).not.toBe(added.token);
    await row.getByRole('link', { name: renewed.url }).waitFor();
    await expect.poll(async () => (await codeOf(row)).src, POLL).toContain(renewed.token);

    // The sheet opens in a new tab: a PDF with the shop's tables on A4 pages.
    const print = page.getByRole('link', { name: /^Print QR codes/ });
    expect(await print.getAttribute('target')).toBe('_blank');
    const sheet = await page.request.get(new URL((await print.getAttribute('href'))!, session.baseURL).href);
    expect(sheet.status()).toBe(200);
    expect(sheet.headers()['content-type']).toBe('application/pdf');
    const pdf = await PDFDocument.load(await sheet.body());
    expect(pdf.getPageCount()).toBe(Math.ceil((await tables()).length / 6));

    // Remove Table 8: asked first, then gone from the list.
    await tableRow(page, 'Table 8').getByRole('button', { name: 'Remove Table 8' }).click();
    const remove = page.getByRole('dialog', { name: 'Remove Table 8?' });
    await remove.getByText('Its code stops working.', { exact: false }).waitFor();
    await expectNoAxeViolations(page);
    await remove.getByRole('button', { name: 'Remove', exact: true }).click();
    await toastWith(page, 'Table removed').waitFor(POLL);
    await tableRow(page, 'Table 8').waitFor({ state: 'detached' });
    expect((await tables()).map((table) => table.name)).not.toContain('Table 8');
    await expectNoAxeViolations(page);
  });
});
