import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminNav, signInContext } from './support/admin.ts';
import { newUser, toastWith } from './support/auth.ts';
import { expectNoAxeViolations, POLL, useBrowser } from './support/browser.ts';
import { waitForHydration } from './support/menu.ts';
import { signInAdmin, signInBrowser } from './support/orders.ts';

const session = useBrowser();

function teamTable(page: Page): Locator {
  return page.getByRole('table', { name: "The shop's team" });
}

function memberRow(page: Page, email: string): Locator {
  return teamTable(page).getByRole('row').filter({ hasText: email });
}

/** Opens Team as the E2E admin and waits for the list. */
async function openTeam(): Promise<Page> {
  const context = await session.context();
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: session.baseURL });
  await signInBrowser(context, session.baseURL, await signInAdmin(session.baseURL));
  const page = await context.newPage();
  await page.goto('/admin/team');
  await page.getByRole('heading', { name: 'Team', level: 1 }).waitFor();
  await teamTable(page).getByRole('row').nth(1).waitFor();
  return page;
}

describe('Team', () => {
  it('adds a staff member with a first password, who sees only the desk and the orders; changes their role; removes them', async () => {
    const page = await openTeam();
    // The E2E admin is on the team, marked as the one using the screen.
    await teamTable(page).getByRole('rowheader').filter({ hasText: '(you)' }).waitFor();
    await expectNoAxeViolations(page);

    // Add: a new person gets an account and a first password, shown once.
    const person = newUser('Staff');
    const add = page.getByRole('button', { name: 'Add team member' });
    await waitForHydration(add);
    await add.click();
    const addDialog = page.getByRole('dialog', { name: 'Add team member' });
    await addDialog.waitFor();
    await addDialog.getByRole('button', { name: 'Add', exact: true }).click();
    await addDialog.getByText('Please enter their name.').waitFor();
    await expectNoAxeViolations(page);
    await addDialog.getByLabel('Name').fill(person.name);
    await addDialog.getByLabel('E-mail').fill(person.email);
    expect(await addDialog.getByLabel('Role').inputValue()).toBe('staff');
    await addDialog.getByRole('button', { name: 'Add', exact: true }).click();

    const passwordDialog = page.getByRole('dialog', { name: `First password for ${person.name}` });
    await passwordDialog.waitFor();
    await passwordDialog.getByText('It will not be shown again').waitFor();
    const firstPassword = await passwordDialog.getByLabel('First password').inputValue();
    expect(firstPassword).toMatch(/^[A-HJ-NP-Z2-9]{16}$/);
    await expectNoAxeViolations(page);
    await passwordDialog.getByRole('button', { name: 'Copy' }).click();
    await passwordDialog.getByRole('status').getByText('First password copied').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(firstPassword);
    await passwordDialog.getByRole('button', { name: 'Done' }).click();
    await passwordDialog.waitFor({ state: 'detached' });

    const row = memberRow(page, person.email);
    await row.waitFor();
    expect(await row.getByLabel(`Role of ${person.name}`, { exact: true }).inputValue()).toBe('staff');

    // The new person signs in with it elsewhere: the desk and the orders, nothing else.
    const staffContext = await session.freshContext();
    await signInContext(staffContext, session.baseURL, { email: person.email, password: firstPassword });
    const staffPage = await staffContext.newPage();
    await staffPage.goto('/admin/orders');
    await staffPage.getByRole('heading', { name: 'Manage Orders', level: 1 }).waitFor();
    expect(await adminNav(staffPage).getByRole('link').allTextContents()).toEqual([
      'Order Desk',
      'New order',
      'Picking',
      'Tabs',
      'Manage Orders',
    ]);
    await staffPage.goto('/admin/settings');
    await staffPage.getByRole('heading', { name: "This screen is for the shop's administrators." }).waitFor();

    // Change the role: pick it, then confirm; it counts from their next click.
    await row.getByLabel(`Role of ${person.name}`, { exact: true }).selectOption('admin');
    await row.getByRole('button', { name: `Change role of ${person.name}` }).click();
    const roleDialog = page.getByRole('dialog', { name: `Make ${person.name} an admin?` });
    await roleDialog.waitFor();
    await expectNoAxeViolations(page);
    await roleDialog.getByRole('button', { name: 'Change role' }).click();
    await toastWith(page, `${person.name} is now an admin.`).waitFor();
    await expect
      .poll(() => memberRow(page, person.email).getByLabel(`Role of ${person.name}`, { exact: true }).inputValue(), POLL)
      .toBe('admin');
    await staffPage.reload();
    await staffPage.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();

    // Remove: they become a customer and are signed out everywhere at once.
    await memberRow(page, person.email)
      .getByRole('button', { name: `Remove ${person.name} from the team` })
      .click();
    const removeDialog = page.getByRole('dialog', { name: `Remove ${person.name} from the team?` });
    await removeDialog.getByText('signed out everywhere at once').waitFor();
    await expectNoAxeViolations(page);
    await removeDialog.getByRole('button', { name: 'Remove', exact: true }).click();
    await toastWith(page, `${person.name} was removed from the team and signed out everywhere.`).waitFor();
    await memberRow(page, person.email).waitFor({ state: 'detached' });

    // Their ended session answers 401 on purpose.
    session.allow(/api\/auth\/me/);
    await staffPage.reload();
    await staffPage.getByRole('heading', { name: 'Please log in' }).waitFor();
  });

  it("shows the server's refusal when the shop's only admin tries to leave the team", async () => {
    const page = await openTeam();
    const admins = await teamTable(page)
      .getByRole('combobox')
      .evaluateAll((selects) => selects.filter((select) => (select as HTMLSelectElement).value === 'admin').length);
    expect(admins, 'the E2E admin is the only admin (tests that add admins remove them)').toBe(1);

    const you = teamTable(page)
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader').filter({ hasText: '(you)' }) });
    await waitForHydration(you.getByRole('button', { name: /^Remove / }));
    await you.getByRole('button', { name: /^Remove / }).click();
    const dialog = page.getByRole('dialog', { name: /from the team\?$/ });
    await dialog.getByText('You become a customer').waitFor();
    // The refusal is the point of this test: its 409 is expected.
    session.allow(/api\/admin\/users\/[^ ]+/);
    await dialog.getByRole('button', { name: 'Remove', exact: true }).click();
    await dialog.getByRole('alert').getByText('The shop needs at least one admin. Make someone else an admin first.').waitFor();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await teamTable(page).getByRole('rowheader').filter({ hasText: '(you)' }).count()).toBe(1);
  });
});
