import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_BRAND } from '../../domain/brand.ts';
import { translateText } from '../../domain/i18n/tables.ts';
import { BRAND_MESSAGES } from '../../domain/brand-input.ts';
import type { PublicSettings } from '../../domain/contracts/settings.ts';
import type { Language } from '../../domain/i18n/languages.ts';
import { demoBrandTexts } from '../../worker/src/pages/demo-brand-texts.ts';
import { fillPage } from '../../worker/src/pages/fill-page.ts';
import { pageSettingsOf } from '../../worker/src/pages/page-settings.ts';
import { createTestApp, type TestApp } from '../factories/app.ts';
import { call, type SignedUp, signUpOwnerAndCustomer } from '../factories/auth.ts';
import { answer } from '../factories/orders.ts';

let t: TestApp;
let admin: SignedUp;

beforeAll(async () => {
  t = await createTestApp();
  ({ admin } = await signUpOwnerAndCustomer(t));
});
afterAll(() => t.destroy());

async function settings(): Promise<PublicSettings> {
  return (await answer<{ data: PublicSettings }>(await call(t, '/api/settings'))).body.data;
}

const put = (body: unknown) => call(t, '/api/settings', { method: 'PUT', body, token: admin.token });

/** A built home page's marked hero in `language`, the demo's words in it (site/src/components/home/Hero.astro). */
function builtHome(language: Language): string {
  const demo = demoBrandTexts(language);
  return [
    `<html><head><title>Doorstep — ${demo.title}</title></head><body>`,
    `<h1><!--brand:heroTitle-->${demo.title}<!--/brand:heroTitle--></h1>`,
    `<div><!--brand:heroButtons--><a href="#menu">${demo.buttons[0]}</a><a href="#categories">${demo.buttons[1]}</a><!--/brand:heroButtons--></div>`,
    `<!--brand:socialProof--><strong><!--brand:socialProofText-->${demo.socialProofText}<!--/brand:socialProofText--></strong><!--/brand:socialProof-->`,
    '</body></html>',
  ].join('');
}

/** The home page in `language` as a page server fills it, from what GET /api/settings answers now. */
async function home(language: Language): Promise<string> {
  const { details, brand, languages } = pageSettingsOf(await settings());
  return fillPage(builtHome(language), {
    language,
    details,
    brand,
    foods: [],
    pathname: '/',
    defaultLanguage: languages.default,
    languages,
  });
}

const ITALIAN = {
  hero: { title: 'Cotta nel forno a legna', buttons: ['Le pizze', ''] },
  socialProofText: 'Amata a Napoli',
};

describe('the storefront’s texts in other languages', () => {
  it('are none in a new shop', async () => {
    expect((await settings()).brand.translations).toBeUndefined();
  });

  it('are saved with the brand, blank ones dropped, and answered back', async () => {
    const { brand } = await settings();
    const saved = await put({
      brand: { ...brand, hero: { ...brand.hero, title: 'Wood-fired' }, translations: { it: ITALIAN, es: { hero: { title: '  ' } } } },
    });
    expect(saved.status).toBe(200);
    expect((await settings()).brand.translations).toEqual({ it: ITALIAN });
  });

  it('fill the Italian home page field by field, over the default language’s text', async () => {
    const page = await home('it');
    expect(page).toContain('<!--brand:heroTitle-->Cotta nel forno a legna<!--/brand:heroTitle-->');
    expect(page).toMatch(/>Le pizze<\/a><a [^>]*>Scopri di più<\/a>/);
    expect(page).toContain('<!--brand:socialProofText-->Amata a Napoli<!--/brand:socialProofText-->');
    // English has no translation: the owner's own title, the demo's English buttons.
    const english = await home('en');
    expect(english).toContain('<!--brand:heroTitle-->Wood-fired<!--/brand:heroTitle-->');
    expect(english).toMatch(/>Order Now<\/a><a [^>]*>Explore More<\/a>/);
  });

  it('fill a page in a language without any in the demo’s words there while the text is still the demo’s', async () => {
    const page = await home('es');
    expect(page).toContain('<!--brand:heroTitle-->Wood-fired<!--/brand:heroTitle-->');
    expect(page).toMatch(/>Pedir ahora<\/a><a [^>]*>Descubrir más<\/a>/);
    expect(page).toContain('1000+ clientes satisfechos');
  });

  it('are dropped when the brand is sent whole without them', async () => {
    const { translations: _left, name, ...brand } = (await settings()).brand;
    expect((await put({ brand: { name, ...brand } })).status).toBe(200);
    expect((await settings()).brand.translations).toBeUndefined();
  });

  it.each([
    [
      'a language Doorstep does not ship',
      { pt: { socialProofText: 'Olá' } },
      'brand.translations.pt',
      'Translations are for English, Spanish, French, German, Italian and Arabic only.',
    ],
    [
      'a title over its limit',
      { it: { hero: { title: 'x'.repeat(81) } } },
      'brand.translations.it.hero.title',
      translateText('en', BRAND_MESSAGES.tooLong(80)),
    ],
    ['a label on two lines', { it: { hero: { buttons: ['Le\npizze'] } } }, 'brand.translations.it.hero.buttons.0', BRAND_MESSAGES.oneLine],
  ])('refuse %s, changing nothing', async (_case, translations, field, message) => {
    const before = await settings();
    const { name, ...brand } = before.brand;
    const refused = await answer<{ errors: Record<string, string> }>(await put({ brand: { name, ...brand, translations } }));
    expect(refused.status).toBe(400);
    expect(refused.body.errors[field]).toBe(message);
    expect(await settings()).toEqual(before);
  });

  it('leave a fresh shop’s home page in each language’s demo words', async () => {
    expect(DEFAULT_BRAND).not.toHaveProperty('translations');
    expect((await put({ brand: { name: 'Doorstep', ...DEFAULT_BRAND } })).status).toBe(200);
    for (const language of ['es', 'de', 'ar'] as const) {
      const built = builtHome(language);
      expect(await home(language)).toContain(built.slice(built.indexOf('<body>')));
    }
  });
});
