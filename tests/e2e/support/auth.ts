import { randomUUID } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { POLL } from './browser.ts';
import { waitForHydration } from './menu.ts';
import { visitorAddress } from './server.ts';

/** Helpers for the account journeys: find things by role and name, as a visitor would. */

export interface TestUser {
  name: string;
  email: string;
  password: string;
}

/** A new person for each test: e-mails are unique, so tests never depend on each other. */
export function newUser(label = 'Test'): TestUser {
  const id = randomUUID().slice(0, 8);
  return { name: `${label} Person ${id}`, email: `e2e-${id}@example.test`, password: `pass-${id}-word` };
}

/** Creates the account through the API (for tests whose subject is not sign-up). */
export async function createAccount(baseURL: string, user: TestUser): Promise<void> {
  const response = await fetch(`${baseURL}/api/auth/signup`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: baseURL, 'X-Forwarded-For': visitorAddress() },
    body: JSON.stringify(user),
  });
  expect(response.status, `POST /api/auth/signup ${await response.clone().text()}`).toBe(201);
}

export function mainNav(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Main' });
}

export function loginButton(page: Page): Locator {
  return mainNav(page).getByRole('button', { name: 'Login', exact: true });
}

/** The signed-in user's menu button (named after the user). */
export function userMenuButton(page: Page, name: string): Locator {
  return mainNav(page).getByRole('button', { name, exact: true });
}

export function loginDialog(page: Page): Locator {
  return page.getByRole('dialog');
}

export function toastWith(page: Page, text: string): Locator {
  return page.getByRole('region', { name: 'Messages' }).getByText(text, { exact: true });
}

export async function openLoginDialog(page: Page): Promise<Locator> {
  const button = loginButton(page);
  await waitForHydration(button);
  await button.click();
  const dialog = loginDialog(page);
  await dialog.getByRole('heading', { name: 'Log in' }).waitFor();
  return dialog;
}

/** Logs in through the dialog and waits for the user menu to show the name. */
export async function logInWithDialog(page: Page, user: Pick<TestUser, 'email' | 'password'> & { name?: string }): Promise<void> {
  const dialog = await openLoginDialog(page);
  await dialog.getByLabel('Email').fill(user.email);
  await dialog.getByLabel('Password').fill(user.password);
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  await toastWith(page, 'Logged in successfully!').waitFor();
  await expect.poll(() => dialog.isVisible(), POLL).toBe(false);
  if (user.name) await userMenuButton(page, user.name).waitFor();
}

export async function logOutFromMenu(page: Page, name: string): Promise<void> {
  await userMenuButton(page, name).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await toastWith(page, 'Logged out successfully').waitFor();
  await loginButton(page).waitFor();
}
