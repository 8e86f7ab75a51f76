import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../domain/i18n/messages/index.ts';
import { translateText } from '../../domain/i18n/tables.ts';
import { MONEY_SETTINGS_ERRORS } from '../../domain/money-settings-rules.ts';
import { expectNoAxeViolations, POLL, useBrowser } from './support/browser.ts';
import { placeOrder, signInAdmin, signInBrowser, signUpCustomer, type ApiSession } from './support/orders.ts';

/** The admin panel in the owner's language: its frame, screens and dialogs, read from the page's own words. */

const session = useBrowser();

async function ownerPage(admin: ApiSession, path: string) {
  const context = await session.context();
  await signInBrowser(context, session.baseURL, admin);
  const page = await context.newPage();
  await page.goto(path);
  return page;
}

describe('the admin panel in the page’s language', () => {
  it('shows Manage Foods in Italian under /it/, with its table, dialog and sidebar in Italian', async () => {
    const admin = await signInAdmin(session.baseURL);
    const page = await ownerPage(admin, '/it/admin/foods');
    const main = page.getByRole('main');
    await main.getByRole('heading', { level: 1, name: 'Gestisci piatti' }).waitFor();
    expect(await page.title()).toBe('Gestisci piatti — Amministrazione');
    await main.getByRole('table', { name: 'Piatti del menu' }).getByRole('columnheader', { name: 'Prezzo' }).waitFor();
    await main.getByRole('heading', { name: 'Il menu dimostrativo' }).waitFor();

    // The sidebar names the screens in Italian and keeps the owner under /it/.
    const nav = page.getByRole('navigation', { name: 'Amministrazione' });
    const orders = nav.getByRole('link', { name: 'Gestisci ordini' });
    expect(await orders.getAttribute('href')).toBe('/it/admin/orders');
    await nav.getByRole('link', { name: 'Banco ordini' }).waitFor();

    await main.getByRole('button', { name: 'Aggiungi piatto' }).click();
    const dialog = page.getByRole('dialog', { name: 'Aggiungi piatto' });
    await dialog.getByLabel('Nome', { exact: true }).waitFor();
    // A broken option group is named in Italian before anything is sent: the rule's message
    // carries the group's name as a value (domain/i18n/message-with-values.ts).
    const italian = MESSAGES['admin-foods'].it;
    const options = dialog.getByRole('group', { name: /^Opzioni/ });
    await options.getByRole('button', { name: italian.addGroup }).click();
    await options.getByRole('region', { name: 'Gruppo 1' }).getByLabel(italian.groupName, { exact: true }).fill('Crosta');
    const crust = options.getByRole('region', { name: 'Crosta' });
    await crust.getByLabel('Nome dell’opzione 1 di Crosta').fill('Sottile');
    await crust.getByLabel(italian.atLeast).fill('3');
    await dialog.getByRole('button', { name: MESSAGES.admin.it.save, exact: true }).click();
    await options.getByText('Crosta: il massimo deve essere almeno pari al minimo (e almeno 1).', { exact: true }).waitFor();
    await dialog.getByRole('button', { name: 'Annulla' }).click();
    await expect.poll(() => dialog.isVisible(), POLL).toBe(false);
  });

  it('checks the team form in Italian before sending: the rule’s English is written in Italian', async () => {
    const admin = await signInAdmin(session.baseURL);
    const page = await ownerPage(admin, '/it/admin/team');
    const italian = MESSAGES['admin-team'].it;
    await page.getByRole('main').getByRole('button', { name: italian.add }).click();
    const dialog = page.getByRole('dialog', { name: italian.add });
    await dialog.getByRole('button', { name: italian.addSubmit, exact: true }).click();
    await dialog.getByText(MESSAGES['answers-accounts'].it.teamNameRequired, { exact: true }).waitFor();
    expect(await dialog.getByText(MESSAGES['answers-accounts'].en.teamNameRequired).count()).toBe(0);
  });

  it('checks the tax settings in Italian before sending: a field’s message is written where it shows', async () => {
    const admin = await signInAdmin(session.baseURL);
    const page = await ownerPage(admin, '/it/admin/settings');
    const italian = MESSAGES['admin-settings'].it;
    const rate = page.getByLabel(italian.deliveryTaxRate, { exact: true });
    await rate.fill('abc');
    await page.getByRole('button', { name: italian.saveMoney, exact: true }).click();
    await page.getByText(translateText('it', MONEY_SETTINGS_ERRORS.taxRateInvalid), { exact: true }).waitFor();
    expect(await page.getByText(MONEY_SETTINGS_ERRORS.taxRateInvalid).count()).toBe(0);
  });

  it('shows the order desk in Arabic, right to left, and it passes axe', async () => {
    const admin = await signInAdmin(session.baseURL);
    const page = await ownerPage(admin, '/ar/admin/desk');
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    expect(await page.locator('html').getAttribute('lang')).toBe('ar');
    const main = page.getByRole('main');
    await main.getByRole('heading', { level: 1, name: 'مكتب الطلبات' }).waitFor();
    await expect.poll(() => main.getByText('متصل', { exact: true }).isVisible(), POLL).toBe(true);
    for (const column of ['جديدة', 'في المطبخ', 'جاهزة', 'لاحقًا']) await main.getByRole('region', { name: column, exact: true }).waitFor();
    await main.getByLabel('أوقف الطلبات الجديدة لمدة').waitFor();
    await page.getByRole('link', { name: 'عرض المتجر' }).waitFor();
    await expectNoAxeViolations(page);
  });
  it('shows Reports in Italian under /it/, its figures and tables named in Italian', async () => {
    const admin = await signInAdmin(session.baseURL);
    const page = await ownerPage(admin, '/it/admin/reports');
    const main = page.getByRole('main');
    await main.getByRole('heading', { level: 1, name: 'Resoconti' }).waitFor();
    await main.getByRole('region', { name: 'Vendite lorde', exact: true }).waitFor();
    await main.getByRole('heading', { name: 'Per metodo di pagamento' }).waitFor();
    await main.getByRole('link', { name: 'Scarica gli ordini (CSV)' }).waitFor();
    await main.getByRole('button', { name: 'Ultimi 7 giorni' }).waitFor();
  });

  it('shows Analytics in Arabic, right to left, with its charts named in Arabic, and it passes axe', async () => {
    // An order today, so the charts have something to draw.
    const customer = await signUpCustomer(session.baseURL, 'Arabic Analytics');
    await placeOrder(session.baseURL, customer, [{ productId: 'chicken-wings', quantity: 1 }], { method: 'cash' });
    const admin = await signInAdmin(session.baseURL);
    const page = await ownerPage(admin, '/ar/admin/analytics');
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    const main = page.getByRole('main');
    await main.getByRole('heading', { level: 1, name: 'الإحصاءات' }).waitFor();
    await main.getByRole('region', { name: 'الإيرادات', exact: true }).waitFor();
    const perDay = main.getByRole('region', { name: 'الطلبات يوميًا', exact: true });
    expect(await perDay.getByRole('img').getAttribute('aria-label')).toMatch(/^مخطط شريطي للطلبات يوميًا/);
    expect(await main.getByRole('button', { name: 'آخر 30 يومًا' }).getAttribute('aria-pressed')).toBe('true');
    await expectNoAxeViolations(page);
  });
});
