import { describe, expect, it } from 'vitest';
import { relinkPage, rememberedLanguage, routePage } from './page-language.ts';

const englishFirst = { default: 'en', offered: ['en', 'it', 'ar'] } as const;
const italianFirst = { default: 'it', offered: ['it', 'en'] } as const;

describe('which built page answers an address', () => {
  it('serves the plain addresses in the default language', () => {
    expect(routePage('/menu', englishFirst)).toMatchObject({
      kind: 'page',
      builtPath: '/menu',
      language: 'en',
      builtBase: '',
      servedBase: '',
    });
    expect(routePage('/menu', italianFirst)).toMatchObject({
      kind: 'page',
      builtPath: '/it/menu',
      language: 'it',
      builtBase: '/it',
      servedBase: '',
    });
    expect(routePage('/', italianFirst)).toMatchObject({ builtPath: '/it/' });
  });

  it('serves another offered language under its prefix', () => {
    expect(routePage('/ar/cart', englishFirst)).toMatchObject({ kind: 'page', builtPath: '/ar/cart', language: 'ar', servedBase: '/ar' });
    expect(routePage('/en/menu', italianFirst)).toMatchObject({ kind: 'page', builtPath: '/en/menu', language: 'en', servedBase: '/en' });
    expect(routePage('/it', englishFirst)).toMatchObject({ kind: 'page', builtPath: '/it/' });
  });

  it('moves the default language’s prefixed address to the plain one, remembering the choice', () => {
    expect(routePage('/it/menu', italianFirst)).toEqual({ kind: 'redirect', location: '/menu', status: 302, remember: 'it' });
    expect(routePage('/en', englishFirst)).toEqual({ kind: 'redirect', location: '/', status: 302, remember: 'en' });
  });

  it('remembers a language asked for by its address, and leads the plain addresses to it', () => {
    expect(routePage('/ar/cart', englishFirst)).toMatchObject({ kind: 'page', remember: 'ar' });
    expect(routePage('/menu', englishFirst, 'ar')).toEqual({ kind: 'redirect', location: '/ar/menu', status: 302 });
    expect(routePage('/', englishFirst, 'ar')).toMatchObject({ location: '/ar/' });
    // The default, a language no longer offered, or nonsense: the plain address as it is.
    expect(routePage('/menu', englishFirst, 'en')).toMatchObject({ kind: 'page', builtPath: '/menu' });
    expect(routePage('/menu', englishFirst, 'de')).toMatchObject({ kind: 'page', builtPath: '/menu' });
    expect(routePage('/menu', englishFirst, '../x')).toMatchObject({ kind: 'page', builtPath: '/menu' });
  });

  it('sends a language the shop does not offer to the plain address', () => {
    expect(routePage('/de/menu', englishFirst)).toEqual({ kind: 'redirect', location: '/menu', status: 302 });
  });

  it('serves the pseudo language for tests though no shop offers it', () => {
    expect(routePage('/en-XA/checkout', englishFirst)).toMatchObject({ kind: 'page', builtPath: '/en-XA/checkout', language: 'en-XA' });
  });
});

describe('a default language’s page at the plain addresses', () => {
  const built =
    '<html lang="it" data-lang-base="/it"><a href="/it/menu">Menu</a><a href="/it">Home</a><a href="/italy">x</a><a href="/_astro/a.js">y</a><form action="/it/login"></form></html>';

  it('links to the plain addresses, other links untouched', () => {
    expect(relinkPage(built, '/it', '')).toBe(
      '<html lang="it" data-lang-base=""><a href="/menu">Menu</a><a href="/">Home</a><a href="/italy">x</a><a href="/_astro/a.js">y</a><form action="/login"></form></html>',
    );
  });

  it('leaves a page served where it was built as it is', () => {
    expect(relinkPage(built, '/it', '/it')).toBe(built);
  });
});

describe('the remembered language', () => {
  it('is read from the Cookie header among others', () => {
    expect(rememberedLanguage('session=abc; doorstep_lang=it; x=1')).toBe('it');
    expect(rememberedLanguage('session=abc')).toBeUndefined();
    expect(rememberedLanguage(undefined)).toBeUndefined();
  });
});
