import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { defaultOwnerPage } from '../../domain/owner-page-defaults.ts';
import { OWNER_PAGE_MESSAGES } from '../../domain/owner-pages.ts';
import { logInAsAdminThroughPage } from './support/admin.ts';
import { toastWith } from './support/auth.ts';
import { expectNoAxeViolations, POLL, useBrowser } from './support/browser.ts';
import { onLiveDatabase } from './support/live-database.ts';

const session = useBrowser();
const BUILT_HEADING = defaultOwnerPage('about').title;

/** The About page as a visitor gets it now. */
async function aboutHtml(): Promise<string> {
  return (await fetch(`${session.baseURL}/about`)).text();
}

// Other files read the demo's About page: the saved one goes, and the server (which follows the
// pages' counter as it follows another process's writes) serves the built page again.
afterAll(async () => {
  await onLiveDatabase("delete from pages where slug = 'about'", []);
  for (let tries = 0; !(await aboutHtml()).includes('id="about-heading"'); tries++) {
    if (tries > 50) throw new Error('the demo About page did not come back');
    await new Promise((done) => setTimeout(done, 100));
  }
});

describe('the Pages screen', () => {
  it('the owner rewrites About in Markdown with a preview; the next visitor reads it, and a <script> in it is only text', async () => {
    const title = `Our kitchen story ${randomUUID().slice(0, 6)}`;
    const page = await session.newPage();
    await logInAsAdminThroughPage(page, '/admin/pages');
    await page.getByRole('heading', { level: 1, name: 'Pages' }).waitFor();

    // About first, with the demo's words as the starting point.
    const picker = page.getByLabel('Page', { exact: true });
    await expect.poll(() => picker.inputValue(), POLL).toBe('about');
    const titleField = page.getByLabel('Title', { exact: true });
    const text = page.getByLabel('Text (Markdown)');
    await expect.poll(() => titleField.inputValue(), POLL).toBe(BUILT_HEADING);
    expect(await text.inputValue()).toContain('## What we stand for');
    const preview = page.getByRole('region', { name: 'Preview' });
    await preview.getByRole('heading', { name: 'What we stand for' }).waitFor();
    await expectNoAxeViolations(page);

    // A title left empty is refused in place, and the focus goes to it.
    await titleField.fill('');
    await page.getByRole('button', { name: 'Save page' }).click();
    await page.getByText(OWNER_PAGE_MESSAGES.titleRequired).waitFor();
    await expect.poll(() => titleField.evaluate((field) => field === document.activeElement), POLL).toBe(true);

    // Typed from the keyboard: the title, then the text, then Save.
    await titleField.fill(title);
    await text.fill('## Since 1998\n\nWe cook for **our street**.\n\n<script>window.ownerScriptRan = true</script>');
    await preview.getByRole('heading', { name: 'Since 1998' }).waitFor();
    await preview.getByText('<script>window.ownerScriptRan = true</script>').waitFor();
    await text.focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await toastWith(page, OWNER_PAGE_MESSAGES.saved).waitFor();
    await expectNoAxeViolations(page);

    // A visitor's next load has it: heading, text and the tab's title, with no request for it.
    const visitor = await (await session.freshContext()).newPage();
    await visitor.goto('/about');
    await visitor.getByRole('heading', { level: 1, name: title }).waitFor();
    await visitor.getByRole('heading', { level: 2, name: 'Since 1998' }).waitFor();
    await visitor.getByText('We cook for our street.').waitFor();
    await visitor.getByText('<script>window.ownerScriptRan = true</script>').waitFor();
    expect(await visitor.title()).toBe(`${title} — Doorstep`);
    expect(await visitor.evaluate(() => (window as { ownerScriptRan?: boolean }).ownerScriptRan)).toBeUndefined();
    await expectNoAxeViolations(visitor);

    // The screen opens on the saved page next time.
    await page.reload();
    await expect.poll(() => page.getByLabel('Title', { exact: true }).inputValue(), POLL).toBe(title);
  });
});
