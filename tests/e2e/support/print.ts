import type { BrowserContext, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Printing in a headless browser, which has no print dialog: window.print() is replaced by a
 * counter, and what would be printed is read as the PDF Chromium makes with print media.
 */

/** Every page of `context` counts its window.print() calls instead of printing. */
export async function countPrints(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const counted = window as unknown as { printCalls: number };
    counted.printCalls = 0;
    window.print = () => {
      counted.printCalls += 1;
    };
  });
}

export function printCalls(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { printCalls: number }).printCalls);
}

/** The width (PDF points) of a PDF's first page and its number of pages, read from its page objects' /MediaBox. */
function pdfPages(pdf: Buffer): { count: number; width: number } {
  const boxes = [...pdf.toString('latin1').matchAll(/\/MediaBox\s*\[\s*([\d.]+)\s+([\d.]+)\s+([\d.]+)\s+([\d.]+)\s*\]/g)];
  expect(boxes.length, 'the PDF has a page').toBeGreaterThan(0);
  const [, x0, , x1] = boxes[0]!;
  return { count: (pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g) ?? []).length, width: Number(x1) - Number(x0) };
}

/** The parts of the admin panel that must not print: its header, sidebar and main content. */
function panelParts(page: Page): Locator[] {
  return [page.locator('header').first(), page.locator('#admin-sidebar'), page.locator('#admin-main')];
}

/**
 * Hidden on screen; with print media, `printed` alone shows and the PDF's pages are `widthMm`
 * wide (to the point: Chromium rounds a page to device pixels), one page when `onePage` (a roll
 * cut after it).
 */
export async function expectPrintsAlone(page: Page, printed: Locator, paper: { widthMm: number; onePage: boolean }): Promise<void> {
  for (const part of panelParts(page)) expect(await part.isVisible()).toBe(true);
  expect(await printed.isVisible(), 'what is printed is hidden on screen').toBe(false);

  await page.emulateMedia({ media: 'print' });
  for (const part of panelParts(page)) expect(await part.isVisible()).toBe(false);
  expect(await printed.isVisible()).toBe(true);
  const pages = pdfPages(await page.pdf({ preferCSSPageSize: true, printBackground: true }));
  expect(pages.width).toBeCloseTo((paper.widthMm / 25.4) * 72, 0);
  if (paper.onePage) expect(pages.count, 'it fits one page as long as itself').toBe(1);
  await page.emulateMedia({ media: 'screen' });
}
