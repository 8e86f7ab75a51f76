import { describe, expect, it } from 'vitest';
import { createAccount, logInWithDialog, newUser } from './support/auth.ts';
import { expectNoAxeViolations, POLL, useBrowser } from './support/browser.ts';
import { fillAddress, ordersOfSignedInUser, placeOrderButton } from './support/checkout.ts';
import { cartLineCount, dishCard, menuSection, waitForHydration } from './support/menu.ts';

const session = useBrowser();

describe("a dish's options (size, extras)", () => {
  it('are chosen on the dish page with the price following, kept as separate cart lines, and ordered with the choices listed', async () => {
    const customer = newUser('Options');
    await createAccount(session.baseURL, customer);
    const page = await session.newPage();
    await page.goto('/');

    // A pizza that needs a size goes to its page from the menu card.
    const card = dishCard(menuSection(page), 'Pepperoni Pizza');
    const choose = card.getByRole('link', { name: 'Choose options for Pepperoni Pizza', exact: true });
    await choose.click();
    await page.waitForURL((url) => url.pathname === '/dish/pepperoni-pizza');
    const main = page.getByRole('main');
    const size = main.getByRole('group', { name: /^Size — choose 1\s*Required$/ });
    await size.waitFor();
    const extras = main.getByRole('group', { name: /^Extras — up to 3$/ });
    await expectNoAxeViolations(page);

    // Nothing chosen: the size is asked for, where it is.
    const add = (price: string) => main.getByRole('button', { name: `Add to Cart · ${price}` });
    await waitForHydration(add('$14.49'));
    await add('$14.49').click();
    await size.getByText('Please choose one from Size.').waitFor();
    expect(await size.evaluate((element) => element === document.activeElement)).toBe(true);

    await size.getByRole('radio', { name: /Large 14"/ }).check();
    await add('$16.99').waitFor();
    await extras.getByRole('checkbox', { name: /Olives/ }).check();
    await add('$17.99').waitFor();
    expect(await extras.getByRole('checkbox', { name: /Truffle oil/ }).isDisabled()).toBe(true);
    await extras.getByText('Sold out').waitFor();
    await add('$17.99').click();
    await main.getByText('1 in your cart').waitFor();

    // The same pizza, regular and plain: another line.
    await size.getByRole('radio', { name: /Regular 10"/ }).check();
    await extras.getByRole('checkbox', { name: /Olives/ }).uncheck();
    await add('$14.49').click();
    await main.getByText('2 in your cart').waitFor();
    await expect.poll(() => cartLineCount(page), POLL).toBe(2);

    await page.goto('/cart');
    const large = main.getByRole('article').filter({ hasText: 'Large 14" (+$2.50), Olives (+$1.00)' });
    await large.getByText('$17.99 each').waitFor();
    await main.getByRole('article').filter({ hasText: 'Regular 10"' }).getByText('$14.49 each').waitFor();
    await waitForHydration(large.getByRole('button', { name: 'Increase quantity of Pepperoni Pizza (Large 14", Olives)' }));
    await large.getByRole('button', { name: 'Increase quantity of Pepperoni Pizza (Large 14", Olives)' }).click();
    await large.getByText('$35.98').waitFor();

    await main.getByRole('link', { name: 'Proceed to Checkout' }).click();
    await page.waitForURL((url) => url.pathname === '/checkout');
    await logInWithDialog(page, customer);
    await main.getByText(customer.email, { exact: true }).waitFor();
    await main.getByRole('region', { name: 'Items in your order' }).getByText('Large 14" (+$2.50), Olives (+$1.00)').waitFor();
    await fillAddress(page);
    await placeOrderButton(page).click();
    await page.waitForURL((url) => url.pathname === '/myorders');
    await main.getByRole('list', { name: 'Items' }).first().getByText('Large 14" (+$2.50), Olives (+$1.00)').waitFor();
    await page.goto('/notification');
    await main.getByRole('list', { name: 'Items' }).first().getByText('Pepperoni Pizza (Large 14", Olives)').waitFor();

    const [order] = await ordersOfSignedInUser(page);
    expect(order!.products.map((line) => [line.quantity, line.price, line.options?.map(({ name, price }) => ({ name, price }))])).toEqual([
      [
        2,
        17.99,
        [
          { name: 'Large 14"', price: 2.5 },
          { name: 'Olives', price: 1 },
        ],
      ],
      [1, 14.49, [{ name: 'Regular 10"', price: 0 }]],
    ]);
    expect(order!.subtotal).toBe(50.47);
  });
});
