import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OwnerPageAnswer } from '../../domain/contracts/pages.ts';
import { renderMarkdown } from '../../domain/markdown.ts';
import { defaultOwnerPage } from '../../domain/owner-page-defaults.ts';
import { createTestApp, type TestApp } from '../factories/app.ts';
import { call, type SignedUp, signUpOwnerAndCustomer } from '../factories/auth.ts';
import { answer } from '../factories/orders.ts';

let t: TestApp;
let admin: SignedUp;

beforeAll(async () => {
  t = await createTestApp();
  ({ admin } = await signUpOwnerAndCustomer(t));
});
afterAll(() => t.destroy());

type PageBody = { success: true; data: OwnerPageAnswer };
type ErrorBody = { success: false; message: string; errors?: Record<string, string> };

async function page(path: string): Promise<OwnerPageAnswer> {
  const { status, body } = await answer<PageBody>(await call(t, path));
  expect(status, path).toBe(200);
  return body.data;
}

describe("GET /api/pages/{slug} in the shop's languages", () => {
  it("answers the demo's text in the shipped language `lang` names", async () => {
    const privacy = await page('/api/pages/privacy?lang=it');
    expect(privacy.title).toBe('Informativa sulla privacy');
    expect(privacy.markdown).toContain('## I tuoi diritti');
    const { markdown } = defaultOwnerPage('privacy', {}, 'it');
    expect(privacy).toEqual({ slug: 'privacy', title: 'Informativa sulla privacy', markdown, html: renderMarkdown(markdown) });
  });

  it('answers English without `lang` in a new shop, whose default language is English', async () => {
    expect((await page('/api/pages/terms')).title).toBe('Terms of Service');
  });

  it('refuses a language Doorstep does not ship with a clear message, in the asker’s language', async () => {
    const refused = await answer<ErrorBody>(await call(t, '/api/pages/about?lang=pt'));
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Choose among English, Spanish, French, German, Italian and Arabic.');
    const inItalian = await answer<ErrorBody>(await call(t, '/api/pages/about?lang=xx', { headers: { 'Accept-Language': 'it' } }));
    expect(inItalian.body.message).toBe('Scegli tra inglese, spagnolo, francese, tedesco, italiano e arabo.');
  });

  it("answers the shop's default language once the owner picks one, and any other on asking", async () => {
    const saved = await call(t, '/api/settings', {
      method: 'PUT',
      token: admin.token,
      body: { languages: { default: 'de', offered: ['de', 'en'] } },
    });
    expect(saved.status).toBe(200);
    const about = await page('/api/pages/about');
    expect(about.title).toBe('Gutes Essen, direkt vor Ihre Haustür');
    expect(about.markdown).toContain('## Wofür wir stehen');
    expect((await page('/api/pages/contact')).title).toBe('Kontakt');
    expect((await page('/api/pages/about?lang=en')).title).toBe('Good food, brought to your doorstep');
  });

  it('answers a saved page as the owner wrote it, whatever the language', async () => {
    const mine = { title: 'Unsere Geschichte', markdown: 'Seit 1998 kochen wir für die Nachbarschaft.' };
    expect((await call(t, '/api/pages/about', { method: 'PUT', token: admin.token, body: mine })).status).toBe(200);
    for (const path of ['/api/pages/about', '/api/pages/about?lang=ar']) {
      expect(await page(path)).toMatchObject(mine);
    }
  });
});
