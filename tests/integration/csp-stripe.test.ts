import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../factories/app.ts';
import { STAND_IN_KEYS } from '../factories/stripe-stand-in.ts';

/** The app's pages and API name Stripe's hosts in their CSP only when Stripe takes the cards. */

const STRIPE_CONFIG = { ...STAND_IN_KEYS, apiBase: 'http://127.0.0.1:9' };
let t: TestApp | undefined;
afterEach(() => t?.destroy());

async function cspOf(app: TestApp['app'], path: string): Promise<string> {
  const response = await app.request(`https://shop.example${path}`);
  return response.headers.get('content-security-policy') ?? '';
}

describe('Content-Security-Policy and Stripe', () => {
  it('names no Stripe host without Stripe (test gateway or no cards)', async () => {
    for (const testPayments of [true, false]) {
      t = await createTestApp({ config: { testPayments } });
      for (const path of ['/api/health', '/api/payments/config']) expect(await cspOf(t.app, path), path).not.toMatch(/stripe/i);
      await t.destroy();
      t = undefined;
    }
  });

  it('admits Stripe.js, its frames and its API with Stripe configured', async () => {
    t = await createTestApp({ config: { stripe: STRIPE_CONFIG } });
    const csp = await cspOf(t.app, '/api/payments/config');
    expect(csp).toMatch(/script-src 'self'[^;]* https:\/\/js\.stripe\.com/);
    expect(csp).toMatch(/frame-src [^;]*https:\/\/js\.stripe\.com[^;]* https:\/\/hooks\.stripe\.com/);
    expect(csp).toMatch(/connect-src 'self'[^;]* https:\/\/api\.stripe\.com/);
    expect(csp).toContain("object-src 'none'");
  });
});
