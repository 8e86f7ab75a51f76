import { describe, expect, it } from 'vitest';
import { ConfigError, GOOGLE_JWKS_URL, parseConfig } from './config.ts';

const secret = 'x'.repeat(32);

function issuesOf(env: Record<string, string>): string[] {
  try {
    parseConfig(env, { fallbackSessionSecret: () => secret });
  } catch (error) {
    if (error instanceof ConfigError) return error.issues;
    throw error;
  }
  return [];
}

describe('parseConfig', () => {
  it('gives safe local defaults', () => {
    const config = parseConfig({}, { fallbackSessionSecret: () => secret });
    expect(config).toMatchObject({
      nodeEnv: 'development',
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: 'file:data/doorstep.db',
      sessionSecret: secret,
      admin: undefined,
      googleClientId: undefined,
      googleJwksUrl: GOOGLE_JWKS_URL,
      seed: 'demo',
      trustProxy: false,
      orderLimitPerCustomer: undefined,
    });
  });

  it('starts a new shop with the demo menu unless SEED=none', () => {
    expect(parseConfig({}, { fallbackSessionSecret: () => secret }).seed).toBe('demo');
    expect(parseConfig({ SEED: 'none' }, { fallbackSessionSecret: () => secret }).seed).toBe('none');
    expect(issuesOf({ SEED: 'empty' })).toEqual(['SEED: SEED must be demo or none']);
  });

  it('reads the order limit per customer as a whole number of at least 1', () => {
    expect(parseConfig({ ORDER_LIMIT_PER_CUSTOMER: '500' }, { fallbackSessionSecret: () => secret }).orderLimitPerCustomer).toBe(500);
    expect(issuesOf({ ORDER_LIMIT_PER_CUSTOMER: '0' })).toEqual(['ORDER_LIMIT_PER_CUSTOMER: ORDER_LIMIT_PER_CUSTOMER must be at least 1']);
    expect(issuesOf({ ORDER_LIMIT_PER_CUSTOMER: 'lots' })).toEqual(['ORDER_LIMIT_PER_CUSTOMER: ORDER_LIMIT_PER_CUSTOMER must be a number']);
  });

  it('reads TRUST_PROXY as a switch', () => {
    expect(parseConfig({ TRUST_PROXY: '1' }, { fallbackSessionSecret: () => secret }).trustProxy).toBe(true);
    expect(parseConfig({ TRUST_PROXY: '0' }, { fallbackSessionSecret: () => secret }).trustProxy).toBe(false);
    expect(issuesOf({ TRUST_PROXY: 'yes' })).toEqual(['TRUST_PROXY: TRUST_PROXY must be 1 or 0']);
  });

  it('reads every setting and ignores non-string bindings such as a D1 database', () => {
    const config = parseConfig({
      PORT: '0',
      HOST: '0.0.0.0',
      DATABASE_URL: 'libsql://shop.turso.io',
      DATABASE_AUTH_TOKEN: 'token',
      SESSION_SECRET: 'y'.repeat(40),
      ADMIN_EMAIL: 'Owner@Shop.test',
      ADMIN_PASSWORD: 'long enough',
      GOOGLE_CLIENT_ID: 'abc.apps.googleusercontent.com',
      PUBLIC_ANALYTICS_SRC: 'https://stats.example/script.js',
      DB: { prepare() {} },
    });
    expect(config.port).toBe(0);
    expect(config.host).toBe('0.0.0.0');
    expect(config.databaseAuthToken).toBe('token');
    expect(config.sessionSecret).toBe('y'.repeat(40));
    expect(config.admin).toEqual({ email: 'Owner@Shop.test', password: 'long enough' });
    expect(config.analyticsSrc).toBe('https://stats.example/script.js');
  });

  it('treats empty values as unset', () => {
    expect(parseConfig({ PORT: '', ADMIN_EMAIL: '', ADMIN_PASSWORD: '' }, { fallbackSessionSecret: () => secret }).port).toBe(3000);
  });

  it('fails fast with a message naming each bad setting', () => {
    expect(issuesOf({ PORT: 'abc' })).toEqual(['PORT: PORT must be a number']);
    expect(issuesOf({ PORT: '70000' })[0]).toMatch(/^PORT: .*65535/);
    expect(issuesOf({ DATABASE_URL: 'postgres://x' })[0]).toMatch(/^DATABASE_URL: .*file:/);
    expect(issuesOf({ ADMIN_EMAIL: 'owner@shop.test' })).toEqual([
      'ADMIN_PASSWORD: Set ADMIN_EMAIL and ADMIN_PASSWORD together, or neither',
    ]);
    expect(issuesOf({ ADMIN_EMAIL: 'not-an-email', ADMIN_PASSWORD: 'long enough' })[0]).toMatch(/^ADMIN_EMAIL:/);
    expect(issuesOf({ ADMIN_EMAIL: 'a@b.test', ADMIN_PASSWORD: 'short' })[0]).toMatch(/^ADMIN_PASSWORD: .*8/);
    expect(issuesOf({ SESSION_SECRET: 'short' })[0]).toMatch(/^SESSION_SECRET: .*32/);
    expect(issuesOf({ GOOGLE_JWKS_URL: 'nope' })[0]).toMatch(/^GOOGLE_JWKS_URL:/);
  });

  it('requires SESSION_SECRET in production and never generates one there', () => {
    expect(issuesOf({ NODE_ENV: 'production' })).toEqual(['SESSION_SECRET: SESSION_SECRET is required when NODE_ENV=production']);
    expect(() => parseConfig({})).toThrow(/SESSION_SECRET/);
  });

  it('passes the database URL to the fallback so the secret lives beside the data', () => {
    let seen = '';
    const fallbackSessionSecret = (url: string) => {
      seen = url;
      return secret;
    };
    parseConfig({ DATABASE_URL: 'file:/tmp/shop/db.sqlite' }, { fallbackSessionSecret });
    expect(seen).toBe('file:/tmp/shop/db.sqlite');
  });

  it('takes Stripe with its three keys together, and test payments in production only when switched on', () => {
    const keys = { STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_PUBLISHABLE_KEY: 'pk_test_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc' };
    const base = { fallbackSessionSecret: () => secret };
    expect(parseConfig(keys, base).stripe).toEqual({
      secretKey: 'sk_test_abc',
      publishableKey: 'pk_test_abc',
      webhookSecret: 'whsec_abc',
      apiBase: undefined,
    });
    expect(parseConfig({ ...keys, STRIPE_API_BASE: 'http://127.0.0.1:12111' }, base).stripe?.apiBase).toBe('http://127.0.0.1:12111');
    expect(issuesOf({ STRIPE_SECRET_KEY: 'sk_test_abc' })).toEqual([
      'STRIPE_PUBLISHABLE_KEY: Set STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET together, or none',
    ]);
    expect(issuesOf({ ...keys, STRIPE_SECRET_KEY: 'pk_test_abc' })[0]).toMatch(/STRIPE_SECRET_KEY must start with sk_test_/);
    expect(parseConfig({}, base).testPayments).toBe(true);
    expect(parseConfig({ NODE_ENV: 'production', SESSION_SECRET: secret }, base).testPayments).toBe(false);
    expect(parseConfig({ NODE_ENV: 'production', SESSION_SECRET: secret, PAYMENTS_TEST_MODE: '1' }, base).testPayments).toBe(true);
  });

  it('copies pictures from private addresses only when a test or development setting says so, never in production', () => {
    const base = { fallbackSessionSecret: () => secret };
    expect(parseConfig({}, base).pictureCopyAllowPrivate).toBe(false);
    expect(parseConfig({ PICTURE_COPY_ALLOW_PRIVATE: '1' }, base).pictureCopyAllowPrivate).toBe(true);
    expect(() => parseConfig({ NODE_ENV: 'production', SESSION_SECRET: secret, PICTURE_COPY_ALLOW_PRIVATE: '1' }, base)).toThrow(
      /PICTURE_COPY_ALLOW_PRIVATE is for tests and development/,
    );
  });
});
