import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../factories/app.ts';
import { call, type SignedUp, signUpOwnerAndCustomer } from '../factories/auth.ts';
import { answer } from '../factories/orders.ts';

let t: TestApp;
let admin: SignedUp;
let customer: SignedUp;

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, customer } = await signUpOwnerAndCustomer(t));
});
afterAll(() => t.destroy());

type Languages = { default: string; offered: string[] };

async function languages(): Promise<Languages> {
  return (await answer<{ data: { languages: Languages } }>(await call(t, '/api/settings'))).body.data.languages;
}

function put(body: unknown, headers: Record<string, string> = {}, token = admin.token) {
  return call(t, '/api/settings', { method: 'PUT', body, token, headers });
}

describe("the shop's languages", () => {
  it('are every shipped language, English first, in a new shop', async () => {
    expect(await languages()).toEqual({ default: 'en', offered: ['en', 'es', 'fr', 'de', 'it', 'ar'] });
  });

  it('are chosen by the owner and kept in the shipped order', async () => {
    const saved = await answer<{ data: { languages: Languages } }>(
      await put({ languages: { default: 'it', offered: ['ar', 'it', 'en'] } }),
    );
    expect(saved.status).toBe(200);
    expect(saved.body.data.languages).toEqual({ default: 'it', offered: ['en', 'it', 'ar'] });
    expect(await languages()).toEqual({ default: 'it', offered: ['en', 'it', 'ar'] });
  });

  it.each([
    [{ default: 'de', offered: ['en', 'it'] }, 'languages.default', 'The default language must be one of the offered languages.'],
    [{ default: 'en', offered: [] }, 'languages.offered', 'Offer at least one language.'],
    [{ default: 'en', offered: ['en', 'pt'] }, 'languages.offered.1', 'Choose among English, Spanish, French, German, Italian and Arabic.'],
  ])('refuses %j with a clear message, changing nothing', async (body, field, message) => {
    const before = await languages();
    const refused = await answer<{ message: string; errors: Record<string, string> }>(await put({ languages: body }));
    expect(refused.status).toBe(400);
    expect(refused.body.errors[field]).toBe(message);
    expect(await languages()).toEqual(before);
  });

  it("writes the refusal in the asker's language", async () => {
    const refused = await answer<{ message: string }>(
      await put({ languages: { default: 'en', offered: [] } }, { 'Accept-Language': 'it-IT,it;q=0.9,en;q=0.5' }),
    );
    expect(refused.body.message).toBe('Offri almeno una lingua.');
    const arabic = await answer<{ message: string }>(await put({ languages: { default: 'en', offered: [] } }, { 'Accept-Language': 'ar' }));
    expect(arabic.body.message).toBe('قدّم لغة واحدة على الأقل.');
  });

  it('are the owner’s to change: a customer is refused', async () => {
    const refused = await put({ languages: { default: 'en', offered: ['en'] } }, {}, customer.token);
    expect(refused.status).toBe(403);
  });
});
