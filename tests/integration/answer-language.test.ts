import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translator } from '../../domain/i18n/tables.ts';
import { createTestApp, type TestApp } from '../factories/app.ts';
import { call, type SignedUp, signUpOwnerAndCustomer } from '../factories/auth.ts';

let t: TestApp;
let admin: SignedUp;

beforeAll(async () => {
  t = await createTestApp();
  ({ admin } = await signUpOwnerAndCustomer(t));
});
afterAll(() => t.destroy());

const it_ = translator('it');
const dish = { name: 'Focaccia', category: 'pasta', price: 6, description: 'Olive oil, rosemary, sea salt.' };

async function message(response: Response): Promise<string> {
  return ((await response.json()) as { message: string }).message;
}

describe("a change's answer speaks the asker's language", () => {
  it('says what was saved in Italian to an Italian screen, and in English as ever without one', async () => {
    const italian = await call(t, '/api/foods', { body: dish, token: admin.token, headers: { 'Accept-Language': 'it' } });
    expect(italian.status).toBe(201);
    expect(await message(italian)).toBe(it_('admin-foods.added'));

    const english = await call(t, '/api/foods', { body: { ...dish, name: 'Focaccia 2' }, token: admin.token });
    expect(await message(english)).toBe('Food added successfully');
  });

  it("writes a refusal's message in the asker's language", async () => {
    const missing = await call(t, '/api/foods/no-such-dish', { headers: { 'Accept-Language': 'it' } });
    expect(missing.status).toBe(404);
    expect(await message(missing)).toBe(it_('menu.dishNotFound'));
    expect(await message(await call(t, '/api/foods/no-such-dish'))).toBe('Dish not found');
  });

  it('leaves the owner’s own words alone: a dish’s name is no message', async () => {
    const answer = await call(t, '/api/foods', {
      body: { ...dish, name: 'Settings saved' },
      token: admin.token,
      headers: { 'Accept-Language': 'it' },
    });
    const { data } = (await answer.json()) as { data: { name: string } };
    expect(data.name).toBe('Settings saved');
  });
});
