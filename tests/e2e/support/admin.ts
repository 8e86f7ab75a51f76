import { randomUUID } from 'node:crypto';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { Food } from '../../../domain/food.ts';
import { createAccount, newUser, type TestUser } from './auth.ts';
import { waitForHydration } from './menu.ts';
import { E2E_ADMIN } from './server.ts';

/** Helpers for the admin panel's journeys: by role and name, as the owner sees it. */

/** A dish name no seeded dish and no other test uses; tests delete what they add. */
export function testDishName(label = 'E2E Dish'): string {
  return `${label} ${randomUUID().slice(0, 8)}`;
}

/** Signs a browser context in through the API (its cookie jar is the browser's). */
export async function signInContext(context: BrowserContext, baseURL: string, user: Pick<TestUser, 'email' | 'password'>): Promise<void> {
  const response = await context.request.post(`${baseURL}/api/auth/login`, {
    data: { email: user.email, password: user.password },
    headers: { Origin: baseURL },
  });
  expect(response.status(), `POST /api/auth/login ${await response.text()}`).toBe(200);
}

/** A new customer account, signed in in this context. */
export async function signInNewCustomer(context: BrowserContext, baseURL: string): Promise<TestUser> {
  const user = newUser('Customer');
  await createAccount(baseURL, user);
  await signInContext(context, baseURL, user);
  return user;
}

/** Logs in as the E2E admin through the /login page, which then goes to `next`. */
export async function logInAsAdminThroughPage(page: Page, next = '/admin/foods'): Promise<void> {
  await page.goto(`/login?next=${encodeURIComponent(next)}`);
  const main = page.getByRole('main');
  const submit = main.getByRole('button', { name: 'Log in', exact: true });
  await waitForHydration(submit);
  await main.getByLabel('Email').fill(E2E_ADMIN.email);
  await main.getByLabel('Password').fill(E2E_ADMIN.password);
  await submit.click();
  await page.waitForURL((url) => url.pathname === next);
}

/** The session cookie of a fresh admin sign-in, for the test's own API calls (set-up and clean-up). */
export async function adminCookie(baseURL: string): Promise<string> {
  const response = await fetch(`${baseURL}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: baseURL },
    body: JSON.stringify(E2E_ADMIN),
  });
  expect(response.status, 'admin login').toBe(200);
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith('doorstep_session='));
  expect(cookie, 'admin session cookie').toBeDefined();
  return cookie!.split(';')[0]!;
}

/** A JSON call to the API as the admin, for a test's set-up and clean-up (settings, categories). */
export async function adminRequest(baseURL: string, path: string, method: string, body: unknown): Promise<Response> {
  return fetch(`${baseURL}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', Origin: baseURL, Cookie: await adminCookie(baseURL) },
    body: JSON.stringify(body),
  });
}

/**
 * Deletes the dishes whose names start with `prefix` (what a test added), leaving every other
 * dish, the seeded ones above all, alone. The e2e server and its database are shared by all files.
 */
export async function deleteDishesNamed(baseURL: string, prefix: string): Promise<void> {
  const foods = (await (await fetch(`${baseURL}/api/foods?include=hidden`)).json()) as Food[];
  const mine = foods.filter((food) => food.name.startsWith(prefix));
  if (mine.length === 0) return;
  const cookie = await adminCookie(baseURL);
  for (const food of mine) {
    const response = await fetch(`${baseURL}/api/foods/${encodeURIComponent(food.id)}`, {
      method: 'DELETE',
      headers: { Cookie: cookie, Origin: baseURL },
    });
    expect([200, 404], `DELETE ${food.id}`).toContain(response.status);
  }
}

export function adminNav(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Admin' });
}

export function sidebarToggle(page: Page): Locator {
  return page.getByRole('button', { name: 'Admin menu' });
}

export function foodsTable(page: Page): Locator {
  return page.getByRole('table', { name: 'Dishes on the menu' });
}

/** A dish's row in the Manage Foods table (its row header is the dish name). */
export function foodRow(page: Page, name: string): Locator {
  return foodsTable(page).getByRole('row', { name: new RegExp(`^${escapeRegExp(name)}\\b`) });
}

export function foodDialog(page: Page): Locator {
  return page.getByRole('dialog');
}

/** Opens Manage Foods as the signed-in admin and waits for the table. */
export async function openManageFoods(page: Page): Promise<void> {
  await page.goto('/admin/foods');
  await page.getByRole('heading', { name: 'Manage Foods', level: 1 }).waitFor();
  await foodsTable(page).getByRole('row').nth(1).waitFor();
}

export interface DishFields {
  name: string;
  category: string;
  price: string;
  image: string;
  description?: string;
  available?: boolean;
}

/** Fills the open add/edit dialog (every field given is replaced). */
export async function fillFoodForm(dialog: Locator, fields: Partial<DishFields>): Promise<void> {
  // The price's label names the shop's currency ("Price ($)", "Price (€)").
  const labels: [keyof DishFields, string | RegExp][] = [
    ['name', 'Name'],
    ['price', /^Price \(/],
    ['image', 'Image URL'],
    ['description', /^Description( \(optional\))?$/],
  ];
  for (const [key, label] of labels) {
    const value = fields[key];
    // Exact: the translations beside them are labelled "Name in Italiano", "Description in Italiano".
    if (typeof value === 'string') await dialog.getByLabel(label, { exact: typeof label === 'string' }).fill(value);
  }
  if (fields.category !== undefined) await chooseCategory(dialog, fields.category);
  if (fields.available !== undefined) await dialog.getByRole('checkbox', { name: 'Available' }).setChecked(fields.available);
}

/** Chooses the dish's category from the owner's, or "New category…" with its name when there is none such. */
export async function chooseCategory(dialog: Locator, name: string): Promise<void> {
  const select = dialog.getByLabel('Category', { exact: true });
  // The owner's categories load as the dialog opens: the placeholder and "New category…" come first.
  await expect.poll(() => select.locator('option').count(), { timeout: 10_000 }).toBeGreaterThan(2);
  const names = await select.locator('option').allTextContents();
  if (names.includes(name)) {
    await select.selectOption({ label: name });
  } else {
    await select.selectOption({ label: 'New category…' });
    await dialog.getByLabel('New category name').fill(name);
  }
}

/** Deletes the categories whose names start with `prefix` (empty ones: their dishes go first; subcategories before their main one). */
export async function deleteCategoriesNamed(baseURL: string, prefix: string): Promise<void> {
  const categories = (await (await fetch(`${baseURL}/api/categories`)).json()) as { id: string; name: string; parentId: string | null }[];
  const mine = categories
    .filter((category) => category.name.startsWith(prefix))
    .sort((a, b) => Number(b.parentId !== null) - Number(a.parentId !== null));
  if (mine.length === 0) return;
  const cookie = await adminCookie(baseURL);
  for (const category of mine) {
    const response = await fetch(`${baseURL}/api/categories/${encodeURIComponent(category.id)}`, {
      method: 'DELETE',
      headers: { Cookie: cookie, Origin: baseURL },
    });
    expect([200, 404], `DELETE category ${category.id}`).toContain(response.status);
  }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
