import { describe, expect, it } from 'vitest';
import { type Brand, DEFAULT_BRAND } from '../../../domain/brand.ts';
import { fillBrand } from './fill-brand.ts';

/** The marks a built home page carries (site/src/pages/index.astro), with the demo's markup in them. */
const HOME = [
  '<html><head><meta name="description" content="Order fresh food."><meta name="theme-color" content="#c2410c">',
  '<link rel="icon" href="/favicon.svg" type="image/svg+xml"><title>Doorstep — Fresh &amp; Halal Delivered Fast</title></head><body>',
  '<a href="/"><!--brand:logo--><svg></svg><!--/brand:logo--><span data-store="storeName">Doorstep</span></a>',
  '<p><!--brand:heroSubtitle-->Taste the Freshness At Your Doorstep!<!--/brand:heroSubtitle--></p>',
  '<h1><!--brand:heroTitle-->Fresh &amp; Halal <span>Delivered Fast</span><!--/brand:heroTitle--></h1>',
  '<p><!--brand:heroBody-->Seasonal fruits<!--/brand:heroBody--></p>',
  '<div><!--brand:heroButtons--><a href="#menu">Order Now</a><a href="#categories">Explore More</a><!--/brand:heroButtons--></div>',
  '<!--brand:socialProof--><div><strong><!--brand:socialProofText-->1000+ Satisfied Customers<!--/brand:socialProofText--></strong>',
  '<!--brand:socialProofMore-->Across the Globe<!--/brand:socialProofMore--></div><!--/brand:socialProof-->',
  '<!--brand:heroImage--><img src="data:image/avif;base64,AAAA" alt="A basket" width="560" height="448"><!--/brand:heroImage-->',
  '<!--brand:section:categories--><section id="categories">tiles</section><!--/brand:section:categories-->',
  '<!--brand:section:menu--><section id="menu">menu</section><!--/brand:section:menu-->',
  '<!--brand:section:appPromo--><section id="app"><ul><!--brand:appBadges--><li class="badge">App Store</li><li class="badge">Google Play</li><!--/brand:appBadges--></ul></section><!--/brand:section:appPromo-->',
  '</body></html>',
].join('');

const LUIGI: Brand = {
  logo: '/media/abcdefghijklmnop-512.jpg',
  primaryColor: '#1d4ed8',
  hero: {
    title: 'Wood-fired <since> 1982',
    subtitle: 'Napoli',
    body: 'Dough rested for 48 hours.',
    image: '/media/qrstuvwxyzabcdef-1120.jpg',
    imageAlt: 'A margherita',
    buttons: [
      { label: 'See the pizzas', target: 'category:Pizza' },
      { label: 'Our story', target: 'about' },
    ],
  },
  sections: { categories: false, menu: true, socialProof: true, appPromo: true },
  socialProofText: 'Loved by Napoli',
  appLinks: { ios: '', android: 'https://play.google.com/store/apps/details?id=it.luigis' },
};

describe('fillBrand', () => {
  it('leaves a demo shop’s page as it was built', () => {
    expect(fillBrand(HOME, DEFAULT_BRAND, 'Doorstep')).toBe(HOME);
  });

  it('writes the owner’s name, colour, logo, hero and sections into the home page', () => {
    const page = fillBrand(HOME, LUIGI, 'Luigi’s <Pizzeria>');
    expect(page).toContain('<title>Luigi’s &lt;Pizzeria&gt; — Wood-fired &lt;since&gt; 1982</title>');
    expect(page).toContain('<meta name="description" content="Dough rested for 48 hours.">');
    expect(page).toContain('<meta name="theme-color" content="#1d4ed8">');
    expect(page).toMatch(/<style>:root\{--color-brand-50:#[0-9a-f]{6};.*--color-brand-600:#1d4ed8;.*\}<\/style>/);
    expect(page).toContain('<link rel="icon" href="/media/abcdefghijklmnop-96.jpg" type="image/jpeg">');
    expect(page).toContain('<link rel="apple-touch-icon" href="/media/abcdefghijklmnop-180.jpg">');
    expect(page).toContain('<!--brand:logo--><img src="/media/abcdefghijklmnop-96.jpg" alt=""');
    expect(page).toContain('<!--brand:heroTitle-->Wood-fired &lt;since&gt; 1982<!--/brand:heroTitle-->');
    expect(page).toContain('<!--brand:heroSubtitle-->Napoli<!--/brand:heroSubtitle-->');
    expect(page).toContain('<a href="/menu#menu-category-pizza"');
    expect(page).toContain('<a href="/about"');
    expect(page).toContain('<!--brand:socialProofText-->Loved by Napoli<!--/brand:socialProofText-->');
    expect(page).not.toContain('Across the Globe');
    expect(page).toContain(
      'src="/media/qrstuvwxyzabcdef-560.jpg" srcset="/media/qrstuvwxyzabcdef-560.jpg 1x, /media/qrstuvwxyzabcdef-1120.jpg 2x" alt="A margherita"',
    );
    expect(page).toContain('<link rel="preload" as="image" href="/media/qrstuvwxyzabcdef-560.jpg"');
    expect(page).not.toContain('id="categories"');
    expect(page).toContain('id="menu"');
    expect(page).toContain('<li><a href="https://play.google.com/store/apps/details?id=it.luigis" rel="noopener"');
    expect(page).not.toContain('App Store');
  });

  it('hides the app section of a renamed shop without a store link, and the social line when off', () => {
    const page = fillBrand(HOME, { ...DEFAULT_BRAND, sections: { ...DEFAULT_BRAND.sections, socialProof: false } }, 'Luigi’s');
    expect(page).not.toContain('id="app"');
    expect(page).not.toContain('Satisfied Customers');
    expect(page).toContain('<title>Luigi’s — Fresh &amp; Halal Delivered Fast</title>');
    expect(page).not.toContain('<style>');
  });

  it('leads the hero’s menu button to the menu page when the home page hides its menu', () => {
    const page = fillBrand(HOME, { ...DEFAULT_BRAND, sections: { ...DEFAULT_BRAND.sections, menu: false } }, 'Doorstep');
    expect(page).toContain('<a href="/menu" class=');
    expect(page).not.toContain('id="menu"');
  });

  it('renames other pages’ titles and summaries', () => {
    const page = fillBrand(
      '<head><title>Menu — Doorstep</title><meta name="description" content="The whole Doorstep menu."></head>',
      DEFAULT_BRAND,
      'Luigi’s',
    );
    expect(page).toContain('<title>Menu — Luigi’s</title>');
    expect(page).toContain('content="The whole Luigi’s menu."');
  });

  it('writes the Italian page in the owner’s Italian, field by field over the default’s', () => {
    const brand: Brand = { ...LUIGI, translations: { it: { hero: { title: 'Forno a legna dal 1982', buttons: ['Le pizze', ''] } } } };
    const page = fillBrand(HOME, brand, 'Luigi’s', { page: 'it', default: 'en' });
    expect(page).toContain('<!--brand:heroTitle-->Forno a legna dal 1982<!--/brand:heroTitle-->');
    expect(page).toContain('<title>Luigi’s — Forno a legna dal 1982</title>');
    expect(page).toContain('<!--brand:heroSubtitle-->Napoli<!--/brand:heroSubtitle-->');
    expect(page).toMatch(/<a href="\/menu#menu-category-pizza"[^>]*>Le pizze<\/a><a href="\/about"[^>]*>Our story<\/a>/);
    expect(fillBrand(HOME, brand, 'Luigi’s', { page: 'en', default: 'en' })).toContain('>Wood-fired &lt;since&gt; 1982<');
  });

  it('keeps the demo’s texts in the page’s language while the owner has not changed them', () => {
    const page = fillBrand(HOME, DEFAULT_BRAND, 'Luigi’s', { page: 'it', default: 'en' });
    // The built (Italian) hero stays; what the servers write is Italian too.
    expect(page).toContain('<!--brand:heroTitle-->Fresh &amp; Halal <span>Delivered Fast</span><!--/brand:heroTitle-->');
    expect(page).toContain('<title>Luigi’s — Fresco e halal, consegnato in fretta</title>');
    expect(page).toMatch(/>Ordina ora<\/a><a [^>]*>Scopri di più<\/a>/);
    expect(page).toContain('alt="Un cesto di frutta fresca');
    expect(page).toContain('Across the Globe');
  });
});
