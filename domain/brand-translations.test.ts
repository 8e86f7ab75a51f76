import { describe, expect, it } from 'vitest';
import { type Brand, DEFAULT_BRAND } from './brand.ts';
import {
  type BrandTexts,
  brandTexts,
  cleanBrandTranslations,
  localBrandTexts,
  missingBrandTexts,
  withBrandTexts,
} from './brand-translations.ts';

const DEMO_EN = brandTexts(DEFAULT_BRAND);
const DEMO_IT: BrandTexts = {
  title: 'Fresco e halal, consegnato in fretta',
  subtitle: 'Assapora la freschezza alla tua porta!',
  body: 'Frutta di stagione',
  imageAlt: 'Un cesto di frutta',
  buttons: ['Ordina ora', 'Scopri di più'],
  socialProofText: '1000+ clienti soddisfatti',
};
const demo = { source: DEMO_EN, local: DEMO_IT };

const LUIGI: Brand = {
  ...DEFAULT_BRAND,
  hero: {
    ...DEFAULT_BRAND.hero,
    title: 'Wood-fired since 1982',
    subtitle: 'Napoli',
    buttons: [
      { label: 'See the pizzas', target: 'menu' },
      { label: 'Our story', target: 'about' },
    ],
  },
  socialProofText: 'Loved by Napoli',
};

describe('localBrandTexts', () => {
  it('takes the language’s translation, field by field, else the default’s own text', () => {
    const brand: Brand = {
      ...LUIGI,
      translations: { it: { hero: { title: 'Forno a legna dal 1982', buttons: ['', 'La nostra storia'] } } },
    };
    const texts = localBrandTexts(brand, 'it', 'en', demo);
    expect(texts.title).toBe('Forno a legna dal 1982');
    expect(texts.subtitle).toBe('Napoli');
    expect(texts.buttons).toEqual(['See the pizzas', 'La nostra storia']);
    expect(texts.socialProofText).toBe('Loved by Napoli');
  });

  it('falls back to a translation written for the default language before the brand’s own text', () => {
    const brand: Brand = { ...LUIGI, translations: { de: { hero: { subtitle: 'Neapel' } } } };
    expect(localBrandTexts(brand, 'it', 'de', demo).subtitle).toBe('Neapel');
  });

  it('reads a text still the demo’s in the page’s language, and keeps the owner’s own', () => {
    const texts = localBrandTexts(LUIGI, 'it', 'en', demo);
    expect(texts.body).toBe(DEMO_IT.body);
    expect(texts.imageAlt).toBe(DEMO_IT.imageAlt);
    expect(texts.title).toBe('Wood-fired since 1982');
    expect(localBrandTexts(DEFAULT_BRAND, 'it', 'en', demo)).toEqual(DEMO_IT);
  });

  it('writes the texts into the brand, keeping the buttons’ targets and leaving out the translations', () => {
    const brand = withBrandTexts({ ...LUIGI, translations: { it: { socialProofText: 'Amata a Napoli' } } }, DEMO_IT);
    expect(brand.hero.buttons).toEqual([
      { label: 'Ordina ora', target: 'menu' },
      { label: 'Scopri di più', target: 'about' },
    ]);
    expect(brand.socialProofText).toBe(DEMO_IT.socialProofText);
    expect(brand).not.toHaveProperty('translations');
  });
});

describe('cleanBrandTranslations', () => {
  it('drops blank texts, empty languages and unknown ones', () => {
    expect(
      cleanBrandTranslations({
        it: { hero: { title: ' Ciao ', subtitle: '  ', buttons: ['', ''] }, socialProofText: '' },
        fr: { hero: { buttons: ['', 'Notre histoire'] } },
        es: { hero: {} },
        xx: { socialProofText: 'no' },
      } as never),
    ).toEqual({ it: { hero: { title: 'Ciao' } }, fr: { hero: { buttons: ['', 'Notre histoire'] } } });
  });
});

describe('missingBrandTexts', () => {
  it('counts, per other offered language, the owner’s texts left untranslated; the demo’s are translated already', () => {
    const shop = { default: 'en' as const, offered: ['en', 'it', 'es'] as const };
    expect(missingBrandTexts(DEFAULT_BRAND, shop)).toEqual([
      { language: 'it', count: 0 },
      { language: 'es', count: 0 },
    ]);
    const brand: Brand = { ...LUIGI, translations: { it: { hero: { title: 'Forno a legna', buttons: ['Le pizze', ''] } } } };
    // Title, subtitle, both buttons and the line are the owner's: five; Italian has two of them.
    expect(missingBrandTexts(brand, shop)).toEqual([
      { language: 'it', count: 3 },
      { language: 'es', count: 5 },
    ]);
  });
});
