import { describe, expect, it } from 'vitest';
import { aFood } from '../../../tests/factories/food.ts';
import { SERVED_MENU_ID } from '../../../domain/catalogue.ts';
import type { Food } from '../../../domain/food.ts';
import { DEFAULT_STORE_DETAILS } from '../../../domain/store-details.ts';
import { formatWithPattern, isMoneyPattern } from '../../../domain/money-pattern.ts';
import { type Brand, DEFAULT_BRAND } from '../../../domain/brand.ts';
import type { Category } from '../../../domain/categories.ts';
import { fillPage } from './fill-page.ts';

const dish = (id: string, overrides: Partial<Food> = {}): Food =>
  aFood({
    id,
    name: `Dish ${id}`,
    category: 'pizza',
    categoryId: 'pizza',
    price: 9.5,
    image: `/images/dishes/${id}.svg`,
    description: 'Baked fresh.',
    ...overrides,
  });

const foods = [dish('margherita'), dish('pad-thai', { name: 'Pad <Thai>', category: 'noodles', price: 12, isAvailable: false })];
const fill = (html: string, pathname = '/') => fillPage(html, { details: DEFAULT_STORE_DETAILS, foods, pathname });

describe('fillPage', () => {
  it('writes on <html> whether the shop takes guests, so the checkout lays out from the first paint', () => {
    const built = '<html lang="en" data-shop-currency="USD" data-shop-locale="en-US" data-guest-checkout="true"><body></body></html>';
    expect(fillPage(built, { details: DEFAULT_STORE_DETAILS, foods, pathname: '/checkout', guestCheckout: false })).toContain(
      ' data-guest-checkout="false">',
    );
    expect(fillPage(built, { details: DEFAULT_STORE_DETAILS, foods, pathname: '/checkout', guestCheckout: true })).toContain(
      ' data-guest-checkout="true">',
    );
  });

  it("writes a dish's dietary badges and allergens on its card and its page, with icons beside the words", () => {
    const labelled = [dish('korma', { allergens: ['milk', 'nuts'], dietary: ['halal', 'vegetarian'] })];
    for (const [slot, pathname] of [
      ['<!--menu-slot:list:2-->', '/'],
      ['<!--menu-slot:dish-->', '/dish/korma'],
    ] as const) {
      const html = fillPage(`<main>${slot}</main>`, { details: DEFAULT_STORE_DETAILS, foods: labelled, pathname });
      expect(html).toMatch(
        /<ul aria-label="Diet"[^>]*><li[^>]*><svg aria-hidden="true"[^>]*><path[^>]*\/><\/svg>Halal<\/li><li[^>]*><svg[^>]*>.*?<\/svg>Vegetarian<\/li><\/ul>/,
      );
      expect(html).toMatch(/<svg aria-hidden="true"[^>]*><path[^>]*\/><\/svg>Contains: Milk, Tree nuts<\/p>/);
    }
    expect(fill('<main><!--menu-slot:list:2--></main>')).not.toContain('Contains:');
  });

  it("writes a dish's rating as text on its card and its page, and nothing for a dish without one", () => {
    const rated = [dish('korma', { rating: { average: 4.6, count: 23 } }), dish('dal')];
    for (const [slot, pathname] of [
      ['<!--menu-slot:list:2-->', '/'],
      ['<!--menu-slot:dish-->', '/dish/korma'],
    ] as const) {
      const html = fillPage(`<main>${slot}</main>`, { details: DEFAULT_STORE_DETAILS, foods: rated, pathname });
      expect(html).toContain(
        '<p class="dish-rating"><span aria-hidden="true">4.6 · 23 reviews</span><span class="sr-only">Rated 4.6 out of 5 from 23 reviews</span></p>',
      );
    }
    expect(fill('<main><!--menu-slot:list:2--></main>')).not.toContain('dish-rating');
  });

  it("says 'Only 3 left' under a dish's price on its card and its page while its stock is low, as the islands do", () => {
    const stocked = [
      dish('tomatoes', { stock: { tracked: true, quantity: 3, lowAt: 5 } }),
      dish('basil', { stock: { tracked: true, quantity: 6, lowAt: 5 } }),
    ];
    for (const [slot, pathname, price] of [
      ['<!--menu-slot:list:2-->', '/', /<p class="dish-card-price">[^<]*<\/p><\/div>/],
      ['<!--menu-slot:dish-->', '/dish/tomatoes', /<p class="text-2xl font-bold text-brand-700">[^<]*<\/p>/],
    ] as const) {
      const html = fillPage(`<main>${slot}</main>`, { details: DEFAULT_STORE_DETAILS, foods: stocked, pathname });
      expect(html).toMatch(new RegExp(`${price.source}<p class="low-stock">Only 3 left</p>`));
      expect(html.match(/class="low-stock"/g)).toHaveLength(1);
    }
    const spanish = fillPage('<main><!--menu-slot:list:2--></main>', {
      details: DEFAULT_STORE_DETAILS,
      foods: [dish('tomatoes', { stock: { tracked: true, quantity: 1, lowAt: 5 } })],
      pathname: '/es/',
      language: 'es',
      defaultLanguage: 'en',
    });
    expect(spanish).toContain('<p class="low-stock">Solo queda 1</p>');
  });

  it("says a pack's price per kg under its price on its card and its page, as the islands do", () => {
    const packs = [
      dish('passata', { price: 2.99, content: { amount: 500, unit: 'g' }, unitPrice: { amount: 5.98, per: 'kg' } }),
      dish('basil'),
    ];
    for (const [slot, pathname, price] of [
      ['<!--menu-slot:list:2-->', '/', /<p class="dish-card-price">\$2\.99<\/p><\/div>/],
      ['<!--menu-slot:dish-->', '/dish/passata', /<p class="text-2xl font-bold text-brand-700">\$2\.99<\/p>/],
    ] as const) {
      const html = fillPage(`<main>${slot}</main>`, { details: DEFAULT_STORE_DETAILS, foods: packs, pathname });
      expect(html).toMatch(new RegExp(`${price.source}<p class="unit-price">\\$5\\.98 per kg</p>`));
      expect(html.match(/class="unit-price"/g)).toHaveLength(1);
    }
  });

  it("lists a dish's option groups on its page, with each option's price change or that it is sold out", () => {
    const optionGroups = [
      {
        id: 'size',
        name: 'Size',
        minSelect: 1,
        maxSelect: 1,
        options: [
          { id: 's', name: 'Small', price: 0, isAvailable: true },
          { id: 'l', name: 'Large <XL>', price: 2.5, isAvailable: true },
        ],
      },
      { id: 'extras', name: 'Extras', minSelect: 0, maxSelect: 3, options: [{ id: 't', name: 'Truffle', price: 2, isAvailable: false }] },
    ];
    const html = fillPage('<main><!--menu-slot:dish--></main>', {
      details: DEFAULT_STORE_DETAILS,
      foods: [dish('calzone', { optionGroups })],
      pathname: '/dish/calzone',
    });
    expect(html).toContain('<ul data-served-only aria-label="Options"');
    expect(html).toContain('Size <span class="font-normal text-ink-muted">— choose 1</span>');
    expect(html).toContain('<li>Small · free</li><li>Large &lt;XL&gt; · +$2.50</li>');
    expect(html).toContain('Extras <span class="font-normal text-ink-muted">— up to 3</span>');
    expect(html).toContain('<li>Truffle · Sold out</li>');
  });

  it('writes every dish into the list slot: name, price, picture, category, availability and its link', () => {
    const html = fill('<main><!--menu-slot:list:2--></main>');
    expect(html).toContain('<h3 id="menu-category-pizza-heading"');
    expect(html).toContain('<h4 id="menu-dish-margherita"');
    expect(html).toContain('$9.50');
    expect(html).toContain('src="/images/dishes/margherita.svg"');
    expect(html).toContain('href="/dish/margherita"');
    expect(html).toContain('href="#menu-category-noodles"');
    expect(html).toContain('Out of Stock');
    // Dish text is escaped, never markup.
    expect(html).toContain('Pad &lt;Thai&gt;');
    expect(html).not.toContain('<!--menu-slot');
    // Below the home page's hero every picture waits until it nears the screen.
    expect(html).not.toContain('loading="eager"');
  });

  it("carries the pattern of the shop's currency, so the islands write amounts as Intl would without waking it", () => {
    const built =
      '<html lang="en" data-shop-currency="USD" data-shop-locale="en-US" data-shop-money="{}" data-guest-checkout="true"><body></body></html>';
    const details = { ...DEFAULT_STORE_DETAILS };
    const html = fillPage(built, { details, foods, pathname: '/cart', currency: { code: 'INR', locale: 'en-IN' } });
    const text = /data-shop-money="([^"]*)"/.exec(html)?.[1] ?? '';
    const pattern: unknown = JSON.parse(text.replaceAll('&quot;', '"'));
    expect(isMoneyPattern(pattern) && formatWithPattern(pattern, 123_456_789)).toBe('₹12,34,567.89');
    // Digits other than 0-9: no pattern, and the islands ask Intl.
    expect(fillPage(built, { details, foods, pathname: '/cart', currency: { code: 'EGP', locale: 'ar-EG' } })).toContain(
      ' data-shop-money=""',
    );
  });

  it("carries the shop's time zone, so the islands write times on the shop's clock, not the device's", () => {
    const built =
      '<html lang="en" data-shop-currency="USD" data-shop-locale="en-US" data-shop-money="{}" data-guest-checkout="true"><body></body></html>';
    const html = fillPage(built, {
      details: DEFAULT_STORE_DETAILS,
      foods,
      pathname: '/myorders',
      currency: { code: 'EUR', locale: 'it-IT' },
      timeZone: 'Europe/Rome',
    });
    expect(html).toContain('data-shop-locale="it-IT"');
    expect(html).toContain(' data-shop-time-zone="Europe/Rome" data-shop-clock="24"');
    // Filled again (a new zone), the page says the new one only.
    const again = fillPage(html, { details: DEFAULT_STORE_DETAILS, foods, pathname: '/myorders', timeZone: 'Asia/Tokyo' });
    expect(again.match(/data-shop-(time-zone|clock)="[^"]*"/g)).toEqual(['data-shop-time-zone="Asia/Tokyo"', 'data-shop-clock="12"']);
  });

  it("writes the menu and a dish page in the page's language, its links under the page's prefix", () => {
    const pizza = dish('pizza', {
      name: 'Pizza',
      allergens: ['milk', 'gluten'],
      dietary: ['vegetarian'],
      optionGroups: [
        { id: 'size', name: 'Size', minSelect: 1, maxSelect: 1, options: [{ id: 's', name: 'Small', price: 0, isAvailable: false }] },
      ],
    });
    const italian = { details: DEFAULT_STORE_DETAILS, foods: [...foods, pizza], language: 'it', languageBase: '/it' } as const;
    const menu = fillPage('<main><!--menu-slot:list:2--></main>', { ...italian, pathname: '/menu' });
    expect(menu).toContain('aria-label="Filtra i piatti per categoria"');
    expect(menu).toContain('>Tutti</button>');
    expect(menu).toMatch(/data-add-dish="margherita"[^>]*>Aggiungi al carrello</);
    expect(menu).toContain('<a href="/it/dish/pizza" aria-label="Scegli le opzioni per Pizza"');
    expect(menu).toContain('<a href="/it/dish/margherita" aria-label="Vedi dettagli: Dish margherita"');
    expect(menu).toContain('>Esaurito</button>');
    expect(menu).toContain('Vegetariano</li>');
    expect(menu).toContain('Contiene: Latte e Glutine</p>');
    expect(menu).not.toContain('Add to Cart');

    const page = fillPage('<title>x</title><main><!--menu-slot:dish--><!--menu-slot:more--></main>', {
      ...italian,
      pathname: '/dish/pizza',
    });
    expect(page).toContain('Size <span class="font-normal text-ink-muted">— scegline 1</span>');
    expect(page).toContain('<li>Small · Esaurito</li>');
    expect(page).toContain('<a href="/it/menu"');
    expect(page).toContain('Torna al menù</a>');
    expect(fillPage('<title>x</title><main><!--menu-slot:dish--></main>', { ...italian, pathname: '/dish/none' })).toContain(
      '<title>Piatto non trovato — ',
    );
  });

  it("lays out each card's cart button as the island does: add, choose options on the dish's page, or sold out", () => {
    const pizza = dish('pizza', {
      name: 'Pizza',
      optionGroups: [
        { id: 'size', name: 'Size', minSelect: 1, maxSelect: 1, options: [{ id: 's', name: 'Small', price: 0, isAvailable: true }] },
      ],
    });
    const html = fillPage('<main><!--menu-slot:list:2--></main>', {
      details: DEFAULT_STORE_DETAILS,
      foods: [...foods, pizza],
      pathname: '/',
    });
    // An available dish: a button the island makes work until its own cards are drawn, and, for a
    // browser without JavaScript, the word Available in its place.
    // (The stylesheet hides .js-only and shows .card-button-note only where scripting is off.)
    expect(html).toMatch(/<button type="button" data-add-dish="margherita" data-cart-toggle class="[^"]*\bjs-only\b[^"]*">Add to Cart/);
    expect(html).toMatch(/<p class="[^"]*\bcard-button-note\b[^"]*">Available<\/p>/);
    expect(html).toContain('<a href="/dish/pizza" aria-label="Choose options for Pizza"');
    expect(html).toMatch(/<button type="button" disabled class="[^"]*">Out of Stock<\/button>/);
  });

  it('gives each category its rows of three, the height it stands in at until the browser draws it near the screen', () => {
    const many = [...Array.from({ length: 7 }, (_, index) => dish(`pizza-${index}`)), dish('ramen', { category: 'noodles' })];
    const html = fillPage('<main><!--menu-slot:list:2--></main>', { details: DEFAULT_STORE_DETAILS, foods: many, pathname: '/' });
    expect(html).toContain(
      '<section id="menu-category-pizza" aria-labelledby="menu-category-pizza-heading" class="menu-category" style="--menu-rows:3">',
    );
    expect(html).toContain(
      '<section id="menu-category-noodles" aria-labelledby="menu-category-noodles-heading" class="menu-category" style="--menu-rows:1">',
    );
  });

  it("writes the island's category filters, All pressed, and for a browser without JavaScript links to each category instead", () => {
    const html = fill('<main><!--menu-slot:list:2--></main>');
    expect(html).toMatch(/<div role="group" aria-label="Filter dishes by category" class="[^"]*\[@media\(scripting:none\)\]:hidden">/);
    expect(html).toMatch(
      /<button type="button" data-menu-filter="All" aria-pressed="true"[^>]*>All<\/button><button type="button" data-menu-filter="pizza" aria-pressed="false"[^>]*>pizza<\/button>/,
    );
    expect(html).toMatch(/<nav aria-label="Menu categories" class="[^"]*hidden \[@media\(scripting:none\)\]:block">/);
  });

  it('loads the first picture at once where the menu is the page, and the rest as they near the screen', () => {
    const html = fill('<main><!--menu-slot:list:1--></main>');
    expect(html.match(/loading="eager" fetchpriority="high"/g)).toHaveLength(1);
    expect(html.match(/loading="eager"/g)).toHaveLength(1);
    expect(html).toContain('loading="lazy"');
  });

  it("asks for the page's lead picture from the top of <head>: the first dish on /menu, the dish on its page, none on home", () => {
    const preload = (src: string) => `<head><link rel="preload" as="image" href="${src}" fetchpriority="high">`;
    expect(fill('<head></head><main><!--menu-slot:list:1--></main>')).toContain(preload('/images/dishes/margherita.svg'));
    expect(fill('<head></head><!--menu-slot:dish-->', '/dish/pad-thai')).toContain(preload('/images/dishes/pad-thai.svg'));
    expect(fill('<head></head><!--menu-slot:dish-->', '/dish/nothing-here')).not.toContain('rel="preload"');
    expect(fill('<head></head><main><!--menu-slot:list:2--></main>')).not.toContain('rel="preload"');
  });

  it('hands the islands the menu as data that no dish text can break out of', () => {
    const html = fill('<body><!--menu-slot:data--></body>');
    const json = new RegExp(`<script type="application/json" id="${SERVED_MENU_ID}">(.*)</script>`).exec(html)?.[1];
    expect(json).not.toContain('<');
    expect(JSON.parse(json ?? '')).toEqual(foods);
  });

  it("gives a dish's page its dish alone as data, and names at most twelve others of its category, however large the menu", () => {
    const grocer = [dish('margherita'), ...Array.from({ length: 40 }, (_, index) => dish(`pizza-${index}`))];
    const data = (html: string) =>
      JSON.parse(new RegExp(`<script type="application/json" id="${SERVED_MENU_ID}">(.*)</script>`).exec(html)?.[1] ?? '') as Food[];
    const page = fillPage('<main><!--menu-slot:dish--></main><!--menu-slot:more--><!--menu-slot:data-->', {
      details: DEFAULT_STORE_DETAILS,
      foods: grocer,
      pathname: '/dish/margherita',
    });
    expect(data(page).map((food) => food._id)).toEqual(['margherita']);
    expect(page.match(/href="\/dish\/pizza-/g)).toHaveLength(12);
    const missing = fillPage('<main><!--menu-slot:dish--></main><!--menu-slot:data-->', {
      details: DEFAULT_STORE_DETAILS,
      foods: grocer,
      pathname: '/dish/gone',
    });
    expect(data(missing)).toEqual([]);
  });

  it('shows the dish its address names, with its title and summary', () => {
    const page = '<title>Dish — Doorstep</title><meta name="description" content="A dish."><!--menu-slot:dish-->';
    const html = fill(page, '/dish/pad-thai');
    expect(html).toContain('<title>Pad &lt;Thai&gt; — Doorstep</title>');
    expect(html).toContain('<meta name="description" content="Pad &lt;Thai&gt;, $12.00: Baked fresh.">');
    expect(html).toContain('<h1 class="pe-12 text-3xl font-extrabold text-ink sm:text-4xl">Pad &lt;Thai&gt;</h1>');
    expect(html).toContain('Out of Stock');
    const more = fill('<!--menu-slot:more-->', '/dish/margherita');
    expect(more).toBe('');
    const withNeighbour = fillPage('<!--menu-slot:more-->', {
      details: DEFAULT_STORE_DETAILS,
      foods: [...foods, dish('calzone')],
      pathname: '/dish/margherita',
    });
    expect(withNeighbour).toContain('More pizza</h2>');
    expect(withNeighbour).toContain('href="/dish/calzone"');
    expect(withNeighbour).not.toContain('href="/dish/margherita"');
    const missing = fill(page, '/dish/no-such-dish');
    expect(missing).toContain('<title>Dish not found — Doorstep</title>');
    expect(missing).toContain('Dish not found</h1>');
  });

  it('leaves a page without slots or store marks as it was', () => {
    expect(fill('<p>About us</p>')).toBe('<p>About us</p>');
  });

  it('tells search engines about the shop on the home page and about the dish on its page', () => {
    const home = fill('<head></head><h1><!--brand:heroTitle-->Fresh<!--/brand:heroTitle--></h1>');
    expect(home).toMatch(/<script type="application\/ld\+json">\{"@context":"https:\/\/schema.org","@type":"Restaurant","name":"Doorstep"/);
    const page = fill('<head><title>Dish — Doorstep</title></head><!--menu-slot:dish-->', '/dish/pad-thai');
    expect(page).toContain('"@type":["Product","MenuItem"],"name":"Pad \\u003cThai>"');
    expect(page).toContain('"availability":"https://schema.org/OutOfStock"');
    expect(fill('<head></head><!--menu-slot:dish-->', '/dish/none')).not.toContain('ld+json');
    const rated = fillPage('<head></head><!--menu-slot:dish-->', {
      details: DEFAULT_STORE_DETAILS,
      foods: [dish('korma', { rating: { average: 4.6, count: 23 } })],
      pathname: '/dish/korma',
    });
    expect(rated).toContain('"aggregateRating":{"@type":"AggregateRating","ratingValue":4.6,"reviewCount":23');
  });

  it("leads a hero button aimed at a category to its section under the category's name in the page's language", () => {
    const home =
      '<html><head><title>Doorstep</title></head><body><!--brand:heroTitle-->Fresh<!--/brand:heroTitle-->' +
      '<!--brand:heroButtons--><a href="/menu">Order</a><!--/brand:heroButtons--><main><!--menu-slot:list:2--></main></body></html>';
    const brand = {
      ...DEFAULT_BRAND,
      hero: {
        ...DEFAULT_BRAND.hero,
        buttons: [{ label: 'Pizzas', target: 'category:Pizza' as const }, DEFAULT_BRAND.hero.buttons[1]] as Brand['hero']['buttons'],
      },
    };
    const pizza = { id: 'pizza', name: 'pizza', description: '', image: '', position: 0, isHidden: false, taxRate: null };
    const categories = [{ ...pizza, translations: { it: { name: 'Pizze' } } }] as unknown as Category[];
    const page = (language: 'en' | 'it') =>
      fillPage(home, { details: DEFAULT_STORE_DETAILS, foods, categories, pathname: '/', language, defaultLanguage: 'en', brand });
    expect(page('it')).toContain('<a href="/menu#menu-category-pizze"');
    expect(page('it')).toContain('<section id="menu-category-pizze"');
    expect(page('en')).toContain('<a href="/menu#menu-category-pizza"');
  });

  it("writes the menu in the page's language, the default's words where a translation is missing", () => {
    const translated = [dish('margherita', { name: 'Margherita', translations: { it: { name: 'Pizza della casa' } } }), dish('calzone')];
    const page = (language: 'it' | 'de') =>
      fillPage('<main><!--menu-slot:list:2--></main>', {
        details: DEFAULT_STORE_DETAILS,
        foods: translated,
        pathname: '/menu',
        language,
        defaultLanguage: 'en',
      });
    expect(page('it')).toContain('Pizza della casa');
    expect(page('it')).toContain('Dish calzone');
    expect(page('de')).toContain('Margherita');
    expect(page('de')).not.toContain('Pizza della casa');
  });
});
