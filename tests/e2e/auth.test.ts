import { describe, expect, it } from 'vitest';
import {
  createAccount,
  loginButton,
  loginDialog,
  logInWithDialog,
  logOutFromMenu,
  mainNav,
  newUser,
  openLoginDialog,
  toastWith,
  userMenuButton,
} from './support/auth.ts';
import { expectNoAxeViolations, POLL, useBrowser } from './support/browser.ts';
import { clickWhenHydrated, waitForHydration } from './support/menu.ts';
import { E2E_ADMIN } from './support/server.ts';

const session = useBrowser();

describe('sign up, log out and log in', () => {
  it('signs up in the dialog after showing the rules, then logs out and back in', async () => {
    const user = newUser('Signup');
    const page = await session.newPage();
    await page.goto('/');

    const dialog = await openLoginDialog(page);
    await expect.poll(() => dialog.getByLabel('Email').evaluate((input) => input === document.activeElement), POLL).toBe(true);
    await dialog.getByRole('button', { name: 'Sign up', exact: true }).click();
    await dialog.getByRole('heading', { name: 'Sign up' }).waitFor();

    // Nothing typed: every rule speaks up by its field, and nothing is sent.
    await dialog.getByRole('button', { name: 'Create account' }).click();
    await dialog.getByText('Name is required for signup.').waitFor();
    await dialog.getByText('Please enter a valid e-mail address.').waitFor();
    await dialog.getByText('Password must be at least 8 characters.').waitFor();
    expect(await dialog.getByLabel('Full name').getAttribute('aria-invalid')).toBe('true');
    await expect.poll(() => dialog.getByLabel('Full name').evaluate((input) => input === document.activeElement), POLL).toBe(true);

    await dialog.getByLabel('Full name').fill(user.name);
    await dialog.getByText('Name is required for signup.').waitFor({ state: 'detached' });
    await dialog.getByLabel('Email').fill('not-an-address');
    await dialog.getByText('Please enter a valid e-mail address.').waitFor();
    await dialog.getByLabel('Email').fill(user.email);
    await dialog.getByLabel('Password').fill('short');
    await dialog.getByText('Password must be at least 8 characters.').waitFor();
    await dialog.getByLabel('Password').fill(user.password);
    await dialog.getByRole('button', { name: 'Create account' }).click();

    await toastWith(page, 'Account created!').waitFor();
    await expect.poll(() => dialog.isVisible(), POLL).toBe(false);
    const menuButton = userMenuButton(page, user.name);
    await menuButton.waitFor();
    // The dialog gave focus back to the button that opened it.
    await expect.poll(() => menuButton.evaluate((button) => button === document.activeElement), POLL).toBe(true);
    expect(await page.evaluate(() => [localStorage.getItem('userName'), localStorage.getItem('userEmail')])).toEqual([
      user.name,
      user.email,
    ]);
    expect(await mainNav(page).getByRole('link', { name: 'Admin' }).count()).toBe(0);

    // The session survives a reload (the server remembers it, not the page).
    await page.reload();
    await menuButton.waitFor();

    await logOutFromMenu(page, user.name);
    expect(await page.evaluate(() => localStorage.getItem('userId'))).toBeNull();
    expect(await menuButton.count()).toBe(0);

    // Wrong password: the server's message, and still signed out.
    session.allow(/\[http 401\] POST .*\/api\/auth\/login/, /status of 401/);
    const again = await openLoginDialog(page);
    await again.getByLabel('Email').fill(user.email);
    await again.getByLabel('Password').fill(`${user.password}-wrong`);
    await again.getByRole('button', { name: 'Log in', exact: true }).click();
    await again.getByRole('alert').getByText('Invalid email or password.').waitFor();
    await toastWith(page, 'Invalid email or password.').waitFor();
    expect(await again.isVisible()).toBe(true);

    await again.getByLabel('Password').fill(user.password);
    await again.getByRole('button', { name: 'Log in', exact: true }).click();
    await toastWith(page, 'Logged in successfully!').waitFor();
    await menuButton.waitFor();
  });

  it('opens the user menu with the keyboard and closes it with Escape', async () => {
    const user = newUser('Menu');
    await createAccount(session.baseURL, user);
    const page = await session.newPage();
    await page.goto('/contact');
    await logInWithDialog(page, user);

    const menuButton = userMenuButton(page, user.name);
    expect(await menuButton.getAttribute('aria-haspopup')).toBe('menu');
    expect(await menuButton.getAttribute('aria-expanded')).toBe('false');
    await menuButton.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await menu.waitFor();
    expect(await menuButton.getAttribute('aria-expanded')).toBe('true');
    expect(await menu.getByRole('menuitem').allTextContents()).toEqual(['My Orders', 'Manage Account', 'Logout']);
    expect(await menu.getByRole('menuitem', { name: 'My Orders' }).getAttribute('href')).toMatch(/\/myorders$/);
    expect(await menu.getByRole('menuitem', { name: 'Manage Account' }).getAttribute('href')).toMatch(/\/account$/);
    const focusedText = () => page.evaluate(() => document.activeElement?.textContent?.trim());
    await expect.poll(focusedText, POLL).toBe('My Orders');
    await page.keyboard.press('ArrowDown');
    await expect.poll(focusedText, POLL).toBe('Manage Account');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect.poll(focusedText, POLL).toBe('Logout');
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    await expect.poll(() => menuButton.evaluate((button) => button === document.activeElement), POLL).toBe(true);
  });

  it('shows the Admin button only to the admin', async () => {
    const customer = newUser('Customer');
    await createAccount(session.baseURL, customer);
    const page = await session.newPage();
    await page.goto('/');
    await logInWithDialog(page, customer);
    expect(await mainNav(page).getByRole('link', { name: 'Admin' }).count()).toBe(0);
    // A customer who writes an admin's id into storage is still a customer: the server decides.
    await page.evaluate(() => localStorage.setItem('userId', 'admin'));
    await page.reload();
    await userMenuButton(page, customer.name).waitFor();
    expect(await mainNav(page).getByRole('link', { name: 'Admin' }).count()).toBe(0);

    const adminPage = await (await session.freshContext()).newPage();
    await adminPage.goto('/');
    await logInWithDialog(adminPage, E2E_ADMIN);
    const admin = mainNav(adminPage).getByRole('link', { name: 'Admin' });
    await admin.waitFor();
    expect(await admin.getAttribute('href')).toMatch(/\/admin$/);
  });

  it("says 'Error signing out' and keeps everything when the server cannot be reached", async () => {
    const user = newUser('Offline');
    await createAccount(session.baseURL, user);
    const page = await session.newPage();
    await page.goto('/');
    await logInWithDialog(page, user);
    session.allow(/\/api\/auth\/logout/, /net::ERR_FAILED/);
    await page.route('**/api/auth/logout', (route) => route.abort());
    await userMenuButton(page, user.name).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await toastWith(page, 'Error signing out').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('userName'))).toBe(user.name);
    await page.unroute('**/api/auth/logout');
    await page.reload();
    await userMenuButton(page, user.name).waitFor();
  });

  it('closes the dialog with Escape or Close, giving focus back to the Login button', async () => {
    const page = await session.newPage();
    await page.goto('/');
    let dialog = await openLoginDialog(page);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.isVisible(), POLL).toBe(false);
    await expect.poll(() => loginButton(page).evaluate((button) => button === document.activeElement), POLL).toBe(true);

    dialog = await openLoginDialog(page);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => dialog.isVisible(), POLL).toBe(false);
    await expect.poll(() => loginButton(page).evaluate((button) => button === document.activeElement), POLL).toBe(true);
  });

  it('has no axe violations in the dialog, in both modes', async () => {
    const page = await session.newPage();
    await page.goto('/');
    const dialog = await openLoginDialog(page);
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Sign up', exact: true }).click();
    await dialog.getByRole('button', { name: 'Create account' }).click();
    await dialog.getByText('Name is required for signup.').waitFor();
    await expectNoAxeViolations(page);
  });
});

describe('the /login page', () => {
  it('logs in and goes to the page in ?next=', async () => {
    const user = newUser('Next');
    await createAccount(session.baseURL, user);
    const page = await session.newPage();
    await page.goto('/login?next=/contact');
    await page.getByRole('heading', { name: 'Log in', level: 1 }).waitFor();
    await expectNoAxeViolations(page);
    const main = page.getByRole('main');
    await waitForHydration(main.getByLabel('Email'));
    await main.getByLabel('Email').fill(user.email);
    await main.getByLabel('Password').fill(user.password);
    await main.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.waitForURL(/\/contact\/?$/);
    await toastWith(page, 'Logged in successfully!').waitFor();
    await userMenuButton(page, user.name).waitFor();
  });

  it('never sends anyone to another site, and goes home without ?next=', async () => {
    const user = newUser('Home');
    await createAccount(session.baseURL, user);
    const page = await session.newPage();
    await page.goto('/login?next=//example.com/steal');
    const main = page.getByRole('main');
    await waitForHydration(main.getByLabel('Email'));
    await main.getByLabel('Email').fill(user.email);
    await main.getByLabel('Password').fill(user.password);
    await main.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/' && url.origin === session.baseURL);
    await userMenuButton(page, user.name).waitFor();
  });

  it('signs up on the page too', async () => {
    const user = newUser('Page');
    const page = await session.newPage();
    await page.goto('/login');
    const main = page.getByRole('main');
    await clickWhenHydrated(main.getByRole('button', { name: 'Sign up', exact: true }));
    await main.getByRole('heading', { name: 'Sign up', level: 1 }).waitFor();
    await main.getByLabel('Full name').fill(user.name);
    await main.getByLabel('Email').fill(user.email);
    await main.getByLabel('Password').fill(user.password);
    await main.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await toastWith(page, 'Account created!').waitFor();
    await userMenuButton(page, user.name).waitFor();
  });
});

describe('on a phone', () => {
  it('offers Login in the menu, and the account entries once signed in', async () => {
    const user = newUser('Phone');
    await createAccount(session.baseURL, user);
    const page = await session.newPage({ viewport: { width: 375, height: 740 } });
    await page.goto('/contact');
    const menuButton = mainNav(page).getByRole('button', { name: 'Open menu' });
    await waitForHydration(menuButton);
    await menuButton.click();
    // The menu's account entries hydrate once the open menu shows them: a tap before that is lost.
    const login = mainNav(page).getByRole('button', { name: 'Login', exact: true });
    await waitForHydration(login);
    await login.click();
    const dialog = loginDialog(page);
    await dialog.getByRole('heading', { name: 'Log in' }).waitFor();
    await dialog.getByLabel('Email').fill(user.email);
    await dialog.getByLabel('Password').fill(user.password);
    await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
    await toastWith(page, 'Logged in successfully!').waitFor();

    await mainNav(page).getByRole('button', { name: 'Open menu' }).click();
    const account = mainNav(page).getByRole('list', { name: 'Account' });
    await account.getByRole('link', { name: 'My Orders' }).waitFor();
    await account.getByRole('link', { name: 'Manage Account' }).waitFor();
    await account.getByRole('button', { name: 'Logout' }).click();
    await toastWith(page, 'Logged out successfully').waitFor();
  });
});
