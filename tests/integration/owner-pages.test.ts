import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OwnerPageAnswer } from '../../domain/contracts/pages.ts';
import { renderMarkdown } from '../../domain/markdown.ts';
import { defaultOwnerPage } from '../../domain/owner-page-defaults.ts';
import {
  OWNER_PAGE_MARKDOWN_MAX_LENGTH,
  OWNER_PAGE_MESSAGES,
  OWNER_PAGE_SLUGS,
  OWNER_PAGE_TITLE_MAX_LENGTH,
} from '../../domain/owner-pages.ts';
import { loadSavedPages } from '../../worker/src/owner-pages/saved-pages.ts';
import { readVersions } from '../../worker/src/versions/versions.ts';
import { createTestApp, type TestApp } from '../factories/app.ts';
import { call, setRole, type SignedUp, signUpOwnerAndCustomer, signUpUser } from '../factories/auth.ts';
import { answer } from '../factories/orders.ts';

let t: TestApp;
let admin: SignedUp;
let customer: SignedUp;
let staff: SignedUp;
let saves = 0;

beforeAll(async () => {
  t = await createTestApp({ onPageSaved: () => void saves++ });
  ({ admin, customer } = await signUpOwnerAndCustomer(t));
  staff = await signUpUser(t, { name: 'Sam Staff' });
  await setRole(t, staff.userId, 'staff');
});
afterAll(() => t.destroy());

type PageBody = { success: true; data: OwnerPageAnswer; message?: string };
type ErrorBody = { success: false; message: string; code: string; errors?: Record<string, string> };

/** As the admin unless told otherwise; `null`: signed out. */
function put(slug: string, body: unknown, token: string | null = admin.token) {
  return call(t, `/api/pages/${slug}`, { method: 'PUT', body, token: token ?? undefined });
}

describe('GET /api/pages/{slug}', () => {
  it("answers the demo's text for a page never saved, rendered, to anyone", async () => {
    for (const slug of OWNER_PAGE_SLUGS) {
      const { status, body } = await answer<PageBody>(await call(t, `/api/pages/${slug}`));
      expect(status).toBe(200);
      const { title, markdown } = defaultOwnerPage(slug);
      expect(body).toEqual({ success: true, data: { slug, title, markdown, html: renderMarkdown(markdown) } });
    }
  });

  it('answers 404 with a clear message for a page the shop does not have', async () => {
    const { status, body } = await answer<ErrorBody>(await call(t, '/api/pages/faq'));
    expect(status).toBe(404);
    expect(body).toMatchObject({ success: false, message: OWNER_PAGE_MESSAGES.notFound });
  });
});

describe('PUT /api/pages/{slug}', () => {
  const page = { title: 'Our story', markdown: '## Since 1998\n\nWe cook for the neighbourhood.' };

  it('answers 401 signed out and 403 to customers and staff, and changes nothing', async () => {
    expect((await put('about', page, null)).status).toBe(401);
    expect((await put('about', page, customer.token)).status).toBe(403);
    expect((await put('about', page, staff.token)).status).toBe(403);
    const { body } = await answer<PageBody>(await call(t, '/api/pages/about'));
    expect(body.data.title).toBe(defaultOwnerPage('about').title);
    expect(saves).toBe(0);
  });

  it('refuses an empty or too long title or text with a clear message', async () => {
    const cases: [unknown, string, string][] = [
      [{ ...page, title: '   ' }, 'title', OWNER_PAGE_MESSAGES.titleRequired],
      [{ markdown: page.markdown }, 'title', OWNER_PAGE_MESSAGES.titleRequired],
      [{ ...page, title: 'x'.repeat(OWNER_PAGE_TITLE_MAX_LENGTH + 1) }, 'title', OWNER_PAGE_MESSAGES.titleTooLong],
      [{ ...page, markdown: ' \n ' }, 'markdown', OWNER_PAGE_MESSAGES.markdownRequired],
      [{ title: page.title }, 'markdown', OWNER_PAGE_MESSAGES.markdownRequired],
      [{ ...page, markdown: 'x'.repeat(OWNER_PAGE_MARKDOWN_MAX_LENGTH + 1) }, 'markdown', OWNER_PAGE_MESSAGES.markdownTooLong],
    ];
    for (const [body, field, message] of cases) {
      const refused = await answer<ErrorBody>(await put('about', body));
      expect(refused.status, message).toBe(400);
      expect(refused.body).toMatchObject({ success: false, message, code: 'validation_failed', errors: { [field]: message } });
    }
    expect(saves).toBe(0);
  });

  it('answers 404 for a page the shop does not have', async () => {
    const { status, body } = await answer<ErrorBody>(await put('faq', page));
    expect(status).toBe(404);
    expect(body.message).toBe(OWNER_PAGE_MESSAGES.notFound);
  });

  it('saves the page, answers it rendered, tells the page servers and moves the pages counter', async () => {
    const before = await readVersions(t.db);
    const saved = await answer<PageBody>(await put('about', { ...page, title: '  Our story ' }));
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({
      success: true,
      message: OWNER_PAGE_MESSAGES.saved,
      data: {
        slug: 'about',
        title: 'Our story',
        markdown: page.markdown,
        html: '<h2>Since 1998</h2>\n<p>We cook for the neighbourhood.</p>\n',
      },
    });
    expect(saves).toBe(1);
    const after = await readVersions(t.db);
    expect(after.pages).not.toBe(before.pages);
    expect(after.menu).toBe(before.menu);

    const read = await answer<PageBody>(await call(t, '/api/pages/about'));
    expect(read.body.data).toEqual(saved.body.data);
    // Saved again: replaced, not added.
    await put('about', { ...page, markdown: 'Second text.' });
    const rows = await t.db.all<{ n: number }>(sql`select count(*) as n from pages`);
    expect(rows[0]!.n).toBe(1);
    const pages = await loadSavedPages(t.db);
    expect(Object.keys(pages)).toEqual(['about']);
    expect(pages.about).toMatchObject({ title: 'Our story', html: '<p>Second text.</p>\n' });
    expect(pages.about!.updatedAt).toBeInstanceOf(Date);
  });

  it('keeps no HTML of the text: scripts, handlers, frames and unsafe links come back as text', async () => {
    const markdown = [
      '<script>alert(1)</script>',
      '<img src=x onerror="alert(1)">',
      '<iframe src="https://evil.example"></iframe>',
      '[click](javascript:alert(1))',
      '[data](data:text/html;base64,PHNjcmlwdD4=)',
    ].join('\n\n');
    const { status, body } = await answer<PageBody>(await put('terms', { title: 'Terms <b>', markdown }));
    expect(status).toBe(200);
    expect(body.data.markdown).toBe(markdown);
    expect(body.data.title).toBe('Terms <b>');
    expect(body.data.html).not.toMatch(/<(script|img|iframe|a)\b/);
    expect(body.data.html).not.toMatch(/href=/);
    expect(body.data.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('is in the OpenAPI document, public to read and for admins to write', async () => {
    const document = (await (await call(t, '/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, { operationId: string; security: unknown[] }>>;
    };
    const path = document.paths['/api/pages/{slug}']!;
    expect(path.get!.operationId).toBe('getPage');
    expect(path.get!.security).toEqual([]);
    expect(path.put!.operationId).toBe('savePage');
    expect(path.put!.security).toEqual([{ session: [] }]);
  });
});
