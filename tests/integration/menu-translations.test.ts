import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CategoryWithCount } from '../../domain/categories.ts';
import type { Food } from '../../domain/food.ts';
import { seedTranslations } from '../../db/seed/translations.ts';
import { createTestApp, type TestApp } from '../factories/app.ts';
import { call, type SignedUp, signUpOwnerAndCustomer } from '../factories/auth.ts';

let t: TestApp;
let admin: SignedUp;
let customer: SignedUp;

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, customer } = await signUpOwnerAndCustomer(t));
});
afterAll(() => t.destroy());

const risotto = {
  name: 'Mushroom risotto',
  category: 'pasta',
  price: 14,
  description: 'Arborio rice, porcini, parmesan.',
  optionGroups: [
    {
      name: 'Portion',
      minSelect: 1,
      maxSelect: 1,
      translations: { it: { name: 'Porzione' } },
      options: [
        { name: 'Regular', price: 0, translations: { it: { name: 'Normale' } } },
        { name: 'Large', price: 3 },
      ],
    },
  ],
  translations: { it: { name: 'Risotto ai funghi', description: 'Riso Arborio, porcini, parmigiano.' }, de: { name: '  ' } },
};

async function json<T>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

async function dish(id: string, lang?: string): Promise<Food> {
  return json<Food>(await call(t, `/api/foods/${id}${lang ? `?lang=${lang}` : ''}`));
}

let id: string;

describe('menu content in several languages', () => {
  it('takes a dish with its Italian words, and answers them to a ?lang=it read', async () => {
    const created = await call(t, '/api/foods', { body: risotto, token: admin.token });
    expect(created.status).toBe(201);
    const saved = (await json<{ data: Food }>(created)).data;
    id = saved.id;
    // The admin gets back what it edits: the default's text and the translations (a blank one dropped).
    expect(saved.name).toBe('Mushroom risotto');
    expect(saved.translations).toEqual({ it: { name: 'Risotto ai funghi', description: 'Riso Arborio, porcini, parmigiano.' } });

    const italian = await dish(id, 'it');
    expect(italian).toMatchObject({ lang: 'it', name: 'Risotto ai funghi', description: 'Riso Arborio, porcini, parmigiano.' });
    expect(italian.optionGroups[0]).toMatchObject({ name: 'Porzione', options: [{ name: 'Normale' }, { name: 'Large' }] });
    // A customer's answer carries one language, not the owner's every translation.
    expect(italian.translations).toBeUndefined();

    const list = await json<Food[]>(await call(t, '/api/foods?lang=it'));
    expect(list.find((food) => food.id === id)).toMatchObject({ lang: 'it', name: 'Risotto ai funghi' });
  });

  it('answers the demo menu in every shipped language, as its owner would have written it', async () => {
    for (const language of ['es', 'fr', 'de', 'it', 'ar'] as const) {
      const margherita = await dish('margherita-pizza', language);
      expect(margherita).toMatchObject({ lang: language, name: seedTranslations.dishes['margherita-pizza']?.[language]?.name });
      expect(margherita.optionGroups[0]?.name).toBe(seedTranslations.optionGroups['pizza-extras']?.[language]?.name);
      const shelves = await json<CategoryWithCount[]>(await call(t, `/api/categories?lang=${language}`));
      expect(shelves.find((category) => category.id === 'sushi')?.name).toBe(seedTranslations.categories.sushi?.[language]?.name);
    }
    expect((await dish('margherita-pizza')).name).toBe('Margherita Pizza');
  });

  it('counts a region tag as its language', async () => {
    expect(await dish(id, 'it-IT')).toMatchObject({ lang: 'it', name: 'Risotto ai funghi' });
  });

  it('answers an offered language it lacks in the default text, saying which language was served', async () => {
    expect(await dish(id, 'de')).toMatchObject({ lang: 'de', name: 'Mushroom risotto', description: 'Arborio rice, porcini, parmesan.' });
  });

  it('answers the default language without lang, and for one the shop does not offer or that is unknown', async () => {
    for (const asked of [undefined, 'xx', 'pt-BR']) expect(await dish(id, asked)).toMatchObject({ lang: 'en', name: 'Mushroom risotto' });
    await call(t, '/api/settings', { method: 'PUT', body: { languages: { default: 'en', offered: ['en', 'fr'] } }, token: admin.token });
    expect(await dish(id, 'it')).toMatchObject({ lang: 'en', name: 'Mushroom risotto' });
    await call(t, '/api/settings', {
      method: 'PUT',
      body: { languages: { default: 'en', offered: ['en', 'es', 'fr', 'de', 'it', 'ar'] } },
      token: admin.token,
    });
  });

  it('keeps one ETag per language', async () => {
    const english = await call(t, '/api/foods');
    const italian = await call(t, '/api/foods?lang=it');
    expect(english.headers.get('etag')).not.toBe(italian.headers.get('etag'));
    expect(italian.headers.get('content-language')).toBe('it');
    const again = await call(t, '/api/foods?lang=it', { headers: { 'If-None-Match': italian.headers.get('etag')! } });
    expect(again.status).toBe(304);
    const other = await call(t, '/api/foods?lang=en', { headers: { 'If-None-Match': italian.headers.get('etag')! } });
    expect(other.status).toBe(200);
  });

  it('gives the admin list the translations to edit, and keeps them when a change leaves them out', async () => {
    const list = await json<Food[]>(await call(t, '/api/foods?include=hidden', { token: admin.token }));
    expect(list.find((food) => food.id === id)?.translations?.it?.name).toBe('Risotto ai funghi');
    const { translations: _left, optionGroups: _groups, ...rest } = risotto;
    const changed = await call(t, `/api/foods/${id}`, { method: 'PUT', body: { ...rest, price: 15 }, token: admin.token });
    expect(changed.status).toBe(200);
    expect(await dish(id, 'it')).toMatchObject({ name: 'Risotto ai funghi', price: 15 });
  });

  it('translates categories, and the dishes carry their category in the language', async () => {
    const categories = await json<CategoryWithCount[]>(await call(t, '/api/categories'));
    const pasta = categories.find((category) => category.id === 'pasta')!;
    const { id: _id, position: _position, dishCount: _count, lang: _lang, ...fields } = pasta;
    const saved = await call(t, '/api/categories/pasta', {
      method: 'PUT',
      body: { ...fields, translations: { it: { name: 'Primi', description: 'Pasta fresca e risotti.' } } },
      token: admin.token,
    });
    expect(saved.status).toBe(200);
    const italian = await json<CategoryWithCount[]>(await call(t, '/api/categories?lang=it'));
    expect(italian.find((category) => category.id === 'pasta')).toMatchObject({
      lang: 'it',
      name: 'Primi',
      description: 'Pasta fresca e risotti.',
    });
    expect((await dish(id, 'it')).category).toBe('Primi');
    expect((await json<CategoryWithCount[]>(await call(t, '/api/categories'))).find((category) => category.id === 'pasta')).toMatchObject({
      lang: 'en',
      name: 'pasta',
    });
  });

  it('lets no customer set translations', async () => {
    const refused = await call(t, `/api/foods/${id}`, {
      method: 'PUT',
      body: { ...risotto, translations: { it: { name: 'Rubato' } } },
      token: customer.token,
    });
    expect(refused.status).toBe(403);
    const category = await call(t, '/api/categories/pasta', {
      method: 'PUT',
      body: { name: 'pasta', translations: { it: { name: 'Rubato' } } },
      token: customer.token,
    });
    expect(category.status).toBe(403);
    expect((await dish(id, 'it')).name).toBe('Risotto ai funghi');
  });

  it.each([
    [
      { pt: { name: 'Risoto' } },
      'A translated language the shop cannot have',
      'Translations are for English, Spanish, French, German, Italian and Arabic only.',
    ],
    [{ it: { name: 'x'.repeat(101) } }, 'A name over the limit', 'A translated dish name must be at most 100 characters.'],
    [
      { it: { description: 'x'.repeat(1001) } },
      'A description over the limit',
      'A translated dish description must be at most 1000 characters.',
    ],
    [{ it: 'Risotto' }, 'Not a name and a description', 'Give each translation as a name and a description, both text.'],
  ])('refuses %j (%s) with a clear message, writing nothing', async (translations, _why, message) => {
    const before = await json<Food[]>(await call(t, '/api/foods?include=hidden', { token: admin.token }));
    const refused = await call(t, `/api/foods/${id}`, {
      method: 'PUT',
      body: { ...risotto, name: 'Changed', translations },
      token: admin.token,
    });
    expect(refused.status).toBe(400);
    const body = await json<{ message: string; errors: Record<string, string> }>(refused);
    expect(Object.values(body.errors)).toContain(message);
    expect(await json<Food[]>(await call(t, '/api/foods?include=hidden', { token: admin.token }))).toEqual(before);
  });

  it("writes a refusal in the asker's language", async () => {
    const refused = await call(t, `/api/foods/${id}`, {
      method: 'PUT',
      body: { ...risotto, translations: { it: { name: 'x'.repeat(101) } } },
      token: admin.token,
      headers: { 'Accept-Language': 'it' },
    });
    expect(Object.values((await json<{ errors: Record<string, string> }>(refused)).errors)).toContain(
      'Il nome tradotto di un piatto può avere al massimo 100 caratteri.',
    );
  });

  it('refuses an option translated over its limit', async () => {
    const group = { ...risotto.optionGroups[0]!, translations: { it: { name: 'x'.repeat(61) } } };
    const refused = await call(t, `/api/foods/${id}`, { method: 'PUT', body: { ...risotto, optionGroups: [group] }, token: admin.token });
    expect(refused.status).toBe(400);
    expect(Object.values((await json<{ errors: Record<string, string> }>(refused)).errors)).toContain(
      'A translated option or group name must be at most 60 characters.',
    );
  });
});
