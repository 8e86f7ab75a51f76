import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_BRAND } from '../../domain/brand.ts';
import { BRAND_MESSAGES } from '../../domain/brand-input.ts';
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

type Brand = typeof DEFAULT_BRAND & { name: string };
type Settings = { storeName: string; brand: Brand };

async function settings(): Promise<Settings> {
  return (await answer<{ data: Settings }>(await call(t, '/api/settings'))).body.data;
}

function put(body: unknown, token = admin.token) {
  return call(t, '/api/settings', { method: 'PUT', body, token });
}

const LUIGI: Omit<Brand, 'name'> = {
  logo: '',
  primaryColor: '#1d4ed8',
  hero: {
    title: 'Wood-fired since 1982',
    subtitle: 'Luigi’s Pizzeria, Napoli',
    body: 'Dough rested for 48 hours, San Marzano tomatoes, fior di latte.',
    image: '',
    imageAlt: 'A margherita fresh from the oven',
    buttons: [
      { label: 'See the pizzas', target: 'category:Pizza' },
      { label: 'Our story', target: 'about' },
    ],
  },
  sections: { categories: false, menu: true, socialProof: true, appPromo: false },
  socialProofText: 'Loved by Napoli for forty years',
  appLinks: { ios: '', android: '' },
};

describe('the storefront’s brand', () => {
  it('is the demo’s in a new shop, named after the store', async () => {
    expect((await settings()).brand).toEqual({ name: 'Doorstep', ...DEFAULT_BRAND });
  });

  it('takes back what GET answered, the demo’s app section included (a client may write the settings it read)', async () => {
    const { brand } = await settings();
    expect((await put({ brand })).status).toBe(200);
    expect((await settings()).brand).toEqual(brand);
  });

  it('is saved by the owner whole, its name becoming the store name, and read back', async () => {
    const saved = await answer<{ data: Settings }>(await put({ brand: { name: 'Luigi’s Pizzeria', ...LUIGI, primaryColor: '#1D4ED8' } }));
    expect(saved.status).toBe(200);
    const now = await settings();
    expect(now.brand).toEqual({ name: 'Luigi’s Pizzeria', ...LUIGI });
    expect(now.storeName).toBe('Luigi’s Pizzeria');
  });

  it('follows the store name when that is changed alone', async () => {
    expect((await put({ storeName: 'Luigi’s' })).status).toBe(200);
    expect((await settings()).brand.name).toBe('Luigi’s');
  });

  const withBrand = (change: (brand: Omit<Brand, 'name'>) => void) => {
    const brand = structuredClone(LUIGI);
    change(brand);
    return { brand };
  };

  it.each([
    [
      'a colour white text cannot be read on',
      withBrand((b) => (b.primaryColor = '#facc15')),
      'brand.primaryColor',
      /^White text on #facc15 has a contrast of 1\.\d:1; buttons and links need 4\.5:1\. Choose a darker colour, such as #[0-9a-f]{6}\.$/,
    ],
    ['no colour', withBrand((b) => (b.primaryColor = 'blue')), 'brand.primaryColor', 'Enter the colour as a hex code, like #c2410c.'],
    [
      'the app section without a store link',
      withBrand((b) => (b.sections.appPromo = true)),
      'brand.sections.appPromo',
      BRAND_MESSAGES.appPromoWithoutLinks,
    ],
    [
      'an App Store link elsewhere',
      withBrand((b) => (b.appLinks.ios = 'https://evil.example/app')),
      'brand.appLinks.ios',
      BRAND_MESSAGES.iosLink,
    ],
    ['a logo from another site', withBrand((b) => (b.logo = 'https://evil.example/logo.svg')), 'brand.logo', BRAND_MESSAGES.logo],
    ['a dish picture as the logo', withBrand((b) => (b.logo = '/media/abcdefghijklmnop-400.jpg')), 'brand.logo', BRAND_MESSAGES.logo],
    ['an empty title', withBrand((b) => (b.hero.title = '  ')), 'brand.hero.title', BRAND_MESSAGES.heroTitleRequired],
    [
      'a button leading nowhere',
      withBrand((b) => (b.hero.buttons[0].target = 'javascript:alert(1)' as never)),
      'brand.hero.buttons.0.target',
      BRAND_MESSAGES.buttonTarget,
    ],
    [
      'the social line shown empty',
      withBrand((b) => (b.socialProofText = '')),
      'brand.socialProofText',
      BRAND_MESSAGES.socialProofRequired,
    ],
  ])('refuses %s with a message, changing nothing', async (_case, body, field, message) => {
    const before = await settings();
    const refused = await answer<{ errors: Record<string, string> }>(await put(body));
    expect(refused.status).toBe(400);
    if (typeof message === 'string') expect(refused.body.errors[field]).toBe(message);
    else expect(refused.body.errors[field]).toMatch(message);
    expect(await settings()).toEqual(before);
  });

  it('shows the app section once the owner gives a store link', async () => {
    const body = withBrand((b) => {
      b.sections.appPromo = true;
      b.appLinks.android = 'https://play.google.com/store/apps/details?id=it.luigis';
    });
    expect((await put(body)).status).toBe(200);
    expect((await settings()).brand.sections.appPromo).toBe(true);
  });

  it('names the web app a customer adds to the home screen', async () => {
    const response = await call(t, '/api/settings/manifest');
    expect(response.headers.get('content-type')).toBe('application/manifest+json');
    expect(await response.json()).toEqual({
      name: 'Luigi’s',
      short_name: 'Luigi’s',
      start_url: '/',
      display: 'standalone',
      background_color: '#fffaf3',
      theme_color: '#1d4ed8',
      icons: [{ src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' }],
    });
  });

  it('is the owner’s to change: a customer is refused and a visitor asked to sign in', async () => {
    expect((await put({ brand: LUIGI }, customer.token)).status).toBe(403);
    expect((await call(t, '/api/settings', { method: 'PUT', body: { brand: LUIGI } })).status).toBe(401);
  });
});
