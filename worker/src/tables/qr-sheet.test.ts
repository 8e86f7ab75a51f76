import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { darkRuns, qrModules } from './qr-code.ts';
import { CARDS_PER_PAGE, tablesQrSheet, writableText } from './qr-sheet.ts';

const card = (tableName: string) => ({
  shopName: 'Doorstep',
  tableName,
  url: 'https://shop.example/table/abc',
  scanToOrder: 'Scan to order',
});

describe("the tables' QR sheet", () => {
  it('keeps what the standard fonts write, an accent dropped where only the letter is there, and nothing of other scripts', async () => {
    const font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
    expect(writableText('Café Müller', font)).toBe('Café Müller');
    expect(writableText('Gődör Łódź', font)).toBe('Godör ódz');
    expect(writableText('مطعم  Riad 7', font)).toBe('Riad 7');
    expect(writableText('طاولة', font)).toBe('');
    expect(writableText('東京 · ', font)).toBe('');
  });

  it('puts six cards on a page, and gives an empty sheet one blank page', async () => {
    const options = { title: 'Doorstep', fallbackScanLine: 'Scan to order' };
    const pages = async (count: number) =>
      (
        await PDFDocument.load(
          await tablesQrSheet(
            Array.from({ length: count }, (_, index) => card(`Table ${index + 1}`)),
            options,
          ),
        )
      ).getPageCount();
    expect(CARDS_PER_PAGE).toBe(6);
    expect(await pages(0)).toBe(1);
    expect(await pages(6)).toBe(1);
    expect(await pages(7)).toBe(2);
  });

  it('draws a code with its three finder squares, as runs of dark modules', () => {
    const modules = qrModules('https://shop.example/table/abc');
    const size = modules.length;
    expect(size % 4).toBe(1);
    for (const [row, column] of [
      [0, 0],
      [0, size - 7],
      [size - 7, 0],
    ] as const) {
      expect(modules[row]!.slice(column, column + 7).every(Boolean)).toBe(true);
    }
    const runs = darkRuns([
      [true, true, false, true],
      [false, false, false, false],
      [false, true, true, true],
    ]);
    expect(runs).toEqual([
      [0, 0, 2],
      [0, 3, 1],
      [2, 1, 3],
    ]);
  });
});
