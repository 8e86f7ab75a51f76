import { describe, expect, it } from 'vitest';
import { EMAIL_CHANGE_MESSAGES, emailChangeSentMessage } from '../../domain/account-email.ts';
import { createAccount, logInWithDialog, loginDialog, newUser, toastWith, userMenuButton } from './support/auth.ts';
import { expectNoAxeViolations, POLL, useBrowser } from './support/browser.ts';
import { waitForMail } from './support/mailbox.ts';
import { waitForHydration } from './support/menu.ts';

const session = useBrowser();

describe('Account Settings', () => {
  it('asks a signed-out visitor to log in', async () => {
    const page = await session.newPage();
    await page.goto('/account');
    await page.getByRole('heading', { name: 'Account Settings', level: 1 }).waitFor();
    await page.getByText('Please log in to manage your account').waitFor();
    await expectNoAxeViolations(page);
    const login = page.getByRole('main').getByRole('button', { name: 'Login' });
    await waitForHydration(login);
    await login.click();
    await loginDialog(page).getByRole('heading', { name: 'Log in' }).waitFor();
  });

  it('updates the display name, then the password, checking the rules in order', async () => {
    const user = newUser('Account');
    await createAccount(session.baseURL, user);
    const page = await session.newPage();
    await page.goto('/account');
    await logInWithDialog(page, user);

    const main = page.getByRole('main');
    const field = (label: string) => main.getByLabel(label, { exact: true });
    await expect.poll(() => field('Display name').inputValue(), POLL).toBe(user.name);
    expect(await field('Email').inputValue()).toBe(user.email);
    await expectNoAxeViolations(page);

    // Every change needs the current password; it is checked first.
    const newName = `${user.name} Renamed`;
    await field('Display name').fill(newName);
    await field('New password').fill('new-password-123');
    await field('Confirm password').fill('something-else-1');
    await main.getByRole('button', { name: 'Update Profile' }).click();
    await main.getByText('Current password required for changes.').waitFor();
    expect(await main.getByText("Passwords don't match!").count()).toBe(0);
    await field('Current password').fill(user.password);
    await main.getByText("Passwords don't match!").waitFor();
    expect(await field('Confirm password').getAttribute('aria-invalid')).toBe('true');

    // The name alone first.
    await field('New password').fill('');
    await field('Confirm password').fill('');
    await main.getByRole('button', { name: 'Update Profile' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await toastWith(page, 'Profile updated successfully!').waitFor();
    await userMenuButton(page, newName).waitFor();

    // A wrong current password is refused with the server's message.
    session.allow(/\[http 401\] PUT .*\/api\/account/, /status of 401/);
    await page.goto('/account');
    await expect.poll(() => field('Display name').inputValue(), POLL).toBe(newName);
    await field('Current password').fill('not-my-password');
    await field('New password').fill('new-password-123');
    await field('Confirm password').fill('new-password-123');
    await main.getByRole('button', { name: 'Update Profile' }).click();
    await toastWith(page, 'Current password is incorrect.').waitFor();

    // Then the password.
    await field('Current password').fill(user.password);
    await main.getByRole('button', { name: 'Update Profile' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await toastWith(page, 'Profile updated successfully!').waitFor();

    // Sign Out from the account page, then log in with the new password.
    await page.goto('/account');
    const signOut = main.getByRole('button', { name: 'Sign Out' });
    await waitForHydration(signOut);
    await signOut.click();
    await page.waitForURL((url) => url.pathname === '/');
    await toastWith(page, 'Signed out successfully!').waitFor();
    await logInWithDialog(page, { name: newName, email: user.email, password: 'new-password-123' });
  });

  it('changes the e-mail only once the link mailed to the new address is opened', async () => {
    const user = newUser('Mover');
    await createAccount(session.baseURL, user);
    const page = await session.newPage();
    await page.goto('/account');
    await logInWithDialog(page, user);

    const main = page.getByRole('main');
    const field = (label: string) => main.getByLabel(label, { exact: true });
    await expect.poll(() => field('Email').inputValue(), POLL).toBe(user.email);
    const newEmail = newUser('Moved').email;
    await field('Email').fill(newEmail);
    await field('Current password').fill(user.password);
    await main.getByRole('button', { name: 'Update Profile' }).click();
    const sent = main.getByRole('status').filter({ hasText: emailChangeSentMessage(newEmail) });
    await sent.waitFor();
    expect(await sent.textContent()).toMatch(/^Check your inbox/);
    // Until the link is opened the account keeps its e-mail.
    expect(await field('Email').inputValue()).toBe(user.email);
    await expectNoAxeViolations(page);

    // The link in the mail the shop really sent to the new address.
    const mail = await waitForMail(newEmail, (received) => /confirm your new e-mail/i.test(received.subject));
    const link = /https?:\/\/\S+\/account\/confirm-email\?token=[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
    expect(link, mail.text).toBeDefined();
    const url = new URL(link!);
    await page.goto(`${url.pathname}${url.search}`);
    await page.getByRole('heading', { level: 1, name: 'Confirm your new e-mail' }).waitFor();
    const use = main.getByRole('button', { name: 'Use this e-mail' });
    await waitForHydration(use);
    await expectNoAxeViolations(page);
    await use.click();
    await main.getByRole('status').filter({ hasText: EMAIL_CHANGE_MESSAGES.confirmed }).waitFor();
    await main.getByText(`Your e-mail: ${newEmail}`).waitFor();
    await expectNoAxeViolations(page);

    await main.getByRole('link', { name: 'Go to your account' }).click();
    await page.waitForURL((address) => address.pathname === '/account');
    await expect.poll(() => field('Email').inputValue(), POLL).toBe(newEmail);
  });

  it('closes back to the home page', async () => {
    const page = await session.newPage();
    await page.goto('/account');
    await page.getByRole('link', { name: 'Close' }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });
});
