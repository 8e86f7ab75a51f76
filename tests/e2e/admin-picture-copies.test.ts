import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE_MESSAGES } from '../../domain/catalogue-file.ts';
import { twoToneBytes } from '../factories/pictures.ts';
import { foodRow, openManageFoods } from './support/admin.ts';
import { toastWith } from './support/auth.ts';
import { expectNoAxeViolations, POLL, useBrowser } from './support/browser.ts';
import { signInAdmin, signInBrowser } from './support/orders.ts';
import { startServerOverCopy } from './support/own-server.ts';

const session = useBrowser();

// A picture server on this machine: the shop's own server is started with the test setting that
// lets it copy from loopback addresses (PICTURE_COPY_ALLOW_PRIVATE), off everywhere else.
let pictureServer: Server;
let origin = '';
beforeAll(async () => {
  const jpeg = twoToneBytes('jpg', 640, 480, [30, 140, 60, 255]);
  pictureServer = createServer((request, response) => {
    if (request.url === '/basil.jpg') return void response.writeHead(200, { 'Content-Type': 'image/jpeg' }).end(jpeg);
    response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
  });
  await new Promise<void>((resolve) => pictureServer.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(pictureServer.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => pictureServer.close(resolve)));

describe('pictures a catalogue file names by another site’s address', () => {
  it('are copied into the shop after the import, and a failure is shown beside its product', async () => {
    const server = await startServerOverCopy('picture-copies', { PICTURE_COPY_ALLOW_PRIVATE: '1' });
    const base = server.baseURL;
    // Until it is copied (and for good when it cannot be), the product shows the other site's
    // address, which the pages' security policy blocks: provoked here on purpose.
    session.allow(new RegExp(`${origin.replaceAll('.', '\\.')}/`));
    try {
      const context = await session.freshContext({ baseURL: base });
      await signInBrowser(context, base, await signInAdmin(base));
      const page = await context.newPage();
      await openManageFoods(page);
      const section = page.getByRole('region', { name: 'Import or export' });
      const csv = [
        'sku,name,category,price,image',
        `E2E-BASIL,E2E Copied Basil,E2E Herbs,1.20,${origin}/basil.jpg`,
        `E2E-MINT,E2E Missing Mint,E2E Herbs,1.30,${origin}/mint.jpg`,
      ].join('\n');
      await section.getByLabel('Choose a CSV file').setInputFiles({ name: 'herbs.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
      await section.getByRole('button', { name: 'Check the file' }).click();
      await section.getByRole('button', { name: 'Import', exact: true }).click();
      await toastWith(page, CATALOGUE_MESSAGES.imported).waitFor(POLL);
      await section.getByRole('status').getByText('Pictures from other sites are being copied into your shop.', { exact: true }).waitFor();

      // The basil's picture is copied: its row shows the shop's own picture, and nothing more.
      const basil = foodRow(page, 'E2E Copied Basil');
      const picture = basil.locator('img').first();
      await expect.poll(() => picture.getAttribute('src'), { timeout: 20_000 }).toMatch(/^\/media\/[0-9a-f]{20}-(400|800)\.jpg$/);
      expect(await basil.getByText('Copying picture…').count()).toBe(0);
      // The mint's address answers 404: said beside it, and it keeps its address.
      await foodRow(page, 'E2E Missing Mint')
        .getByText('Picture not copied: The address answered with error 404.', { exact: true })
        .waitFor({ timeout: 20_000 });
      await expectNoAxeViolations(page);
    } finally {
      await server.stop();
    }
  });
});
