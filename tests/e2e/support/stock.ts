import type { Locator, Page } from 'playwright-core';
import { foodDialog, foodRow } from './admin.ts';

/** Opens "Adjust stock" on a product's row and waits for its latest changes. */
export async function openAdjustStock(page: Page, name: string): Promise<Locator> {
  await foodRow(page, name)
    .getByRole('button', { name: `Adjust stock of ${name}` })
    .click();
  const dialog = foodDialog(page);
  await dialog.getByRole('heading', { name: 'Adjust stock' }).waitFor();
  await dialog.getByRole('heading', { name: 'Latest changes' }).waitFor();
  return dialog;
}

/** The history's rows as read: change, after, reason, note (the date and who vary). */
export async function historyLines(dialog: Locator): Promise<string[][]> {
  const rows = dialog.getByRole('table', { name: 'Latest changes' }).getByRole('row');
  await rows.nth(1).waitFor();
  const lines: string[][] = [];
  for (const row of (await rows.all()).slice(1)) lines.push((await row.getByRole('cell').allTextContents()).slice(1, 5));
  return lines;
}
