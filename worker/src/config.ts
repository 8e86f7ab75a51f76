import { z } from 'zod';

/**
 * Doorstep's settings, read once at start-up from the environment (process.env on Node, the
 * bindings on Workers) and checked here so a mistake stops the start with a clear message
 * instead of surfacing later. Every setting is listed in .env.example.
 */
const optionalText = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .optional();

const optionalUrl = (name: string) =>
  optionalText.refine((value) => value === undefined || URL.canParse(value), `${name} must be a full URL (https://…)`);

const environmentSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce
      .number({ message: 'PORT must be a number' })
      .int('PORT must be a whole number')
      .min(0, 'PORT must be between 0 and 65535')
      .max(65535, 'PORT must be between 0 and 65535')
      .default(3000),
    HOST: optionalText.default('127.0.0.1'),
    DATABASE_URL: optionalText
      .default('file:data/doorstep.db')
      .refine(
        (value) => /^(file|libsql|https?|wss?):/.test(value ?? ''),
        'DATABASE_URL must start with file: (a local database) or libsql:// (Turso)',
      ),
    DATABASE_AUTH_TOKEN: optionalText,
    SESSION_SECRET: optionalText.refine(
      (value) => value === undefined || value.length >= 32,
      'SESSION_SECRET must be at least 32 characters (try: openssl rand -base64 48)',
    ),
    ADMIN_EMAIL: optionalText.refine(
      (value) => value === undefined || z.email().safeParse(value).success,
      'ADMIN_EMAIL must be an e-mail address',
    ),
    ADMIN_PASSWORD: optionalText.refine(
      (value) => value === undefined || value.length >= 8,
      'ADMIN_PASSWORD must be at least 8 characters',
    ),
    GOOGLE_CLIENT_ID: optionalText,
    GOOGLE_JWKS_URL: optionalUrl('GOOGLE_JWKS_URL'),
    TRUST_PROXY: z.enum(['0', '1', 'true', 'false'], { message: 'TRUST_PROXY must be 1 or 0' }).default('0'),
    SEED: z.enum(['demo', 'none'], { message: 'SEED must be demo or none' }).default('demo'),
    ORDER_LIMIT_PER_CUSTOMER: z.coerce
      .number({ message: 'ORDER_LIMIT_PER_CUSTOMER must be a number' })
      .int('ORDER_LIMIT_PER_CUSTOMER must be a whole number')
      .min(1, 'ORDER_LIMIT_PER_CUSTOMER must be at least 1')
      .optional(),
    PUBLIC_ANALYTICS_SRC: optionalUrl('PUBLIC_ANALYTICS_SRC'),
    STRIPE_SECRET_KEY: optionalText.refine(
      (value) => value === undefined || /^(sk|rk)_(test|live)_/.test(value),
      'STRIPE_SECRET_KEY must start with sk_test_, sk_live_ (or a restricted rk_ key)',
    ),
    STRIPE_PUBLISHABLE_KEY: optionalText.refine(
      (value) => value === undefined || /^pk_(test|live)_/.test(value),
      'STRIPE_PUBLISHABLE_KEY must start with pk_test_ or pk_live_',
    ),
    STRIPE_WEBHOOK_SECRET: optionalText.refine(
      (value) => value === undefined || value.startsWith('whsec_'),
      'STRIPE_WEBHOOK_SECRET must start with whsec_',
    ),
    STRIPE_API_BASE: optionalUrl('STRIPE_API_BASE'),
    SMTP_URL: optionalText.refine(
      (value) => value === undefined || /^smtps?:\/\/[^/]+/.test(value),
      'SMTP_URL must look like smtp://user:password@host:587 (or smtps:// for TLS from the start)',
    ),
    MAIL_FROM: optionalText.refine(
      (value) => value === undefined || /^[^<>]*<[^<>@\s]+@[^<>@\s]+>$|^[^<>@\s]+@[^<>@\s]+$/.test(value),
      'MAIL_FROM must be an address, or a name and an address: Pizza Roma <orders@pizza.example>',
    ),
    PUBLIC_URL: optionalUrl('PUBLIC_URL').refine(
      (value) => value === undefined || /^https?:\/\//.test(value),
      'PUBLIC_URL must start with https:// (or http://)',
    ),
    PAYMENTS_TEST_MODE: z.enum(['0', '1', 'true', 'false'], { message: 'PAYMENTS_TEST_MODE must be 1 or 0' }).optional(),
    PICTURE_COPY_ALLOW_PRIVATE: z.enum(['0', '1', 'true', 'false'], { message: 'PICTURE_COPY_ALLOW_PRIVATE must be 1 or 0' }).default('0'),
  })
  .superRefine((env, context) => {
    if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
      context.addIssue({
        code: 'custom',
        path: [env.ADMIN_EMAIL ? 'ADMIN_PASSWORD' : 'ADMIN_EMAIL'],
        message: 'Set ADMIN_EMAIL and ADMIN_PASSWORD together, or neither',
      });
    }
    const stripe = [env.STRIPE_SECRET_KEY, env.STRIPE_PUBLISHABLE_KEY, env.STRIPE_WEBHOOK_SECRET];
    if (stripe.some(Boolean) && !stripe.every(Boolean)) {
      context.addIssue({
        code: 'custom',
        path: [['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'][stripe.findIndex((value) => !value)]!],
        message: 'Set STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET together, or none',
      });
    }
    if (env.NODE_ENV === 'production' && (env.PICTURE_COPY_ALLOW_PRIVATE === '1' || env.PICTURE_COPY_ALLOW_PRIVATE === 'true')) {
      context.addIssue({
        code: 'custom',
        path: ['PICTURE_COPY_ALLOW_PRIVATE'],
        message: 'PICTURE_COPY_ALLOW_PRIVATE is for tests and development: never with NODE_ENV=production',
      });
    }
    if (env.NODE_ENV === 'production' && !env.SESSION_SECRET) {
      context.addIssue({ code: 'custom', path: ['SESSION_SECRET'], message: 'SESSION_SECRET is required when NODE_ENV=production' });
    }
  });

export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  databaseUrl: string;
  databaseAuthToken: string | undefined;
  sessionSecret: string;
  /** Both set, or neither (checked). */
  admin: { email: string; password: string } | undefined;
  googleClientId: string | undefined;
  googleJwksUrl: string;
  /** What a new shop starts with: the demo menu, or nothing (`npm start -- --empty`). Read once, at a shop's first start. */
  seed: 'demo' | 'none';
  /** Believe X-Forwarded-For (set only behind a proxy you run that sets it). */
  trustProxy: boolean;
  /** Orders one customer may place in ten minutes; unset: ORDER_RATE_LIMIT's (the app's default). */
  orderLimitPerCustomer: number | undefined;
  analyticsSrc: string | undefined;
  /** Stripe takes card payments when its three keys are set (docs/product/payments.md). */
  stripe: StripeConfig | undefined;
  /** Where mails are handed over (smtp:// or smtps://); unset: written to the log and kept (docs/product/mail.md). */
  smtpUrl: string | undefined;
  /** The sender of the shop's mails; unset: the shop's name and contact e-mail. */
  mailFrom: string | undefined;
  /** The shop's address on the web, for links in mails (no trailing slash); unset: where the server listens (Node), the request's own address (Workers). */
  publicUrl: string | undefined;
  /**
   * Whether the built-in test gateway may take cards: always outside production; in production
   * only when PAYMENTS_TEST_MODE says so, so a live shop never marks a card paid without a gateway.
   */
  testPayments: boolean;
  /**
   * Pictures a catalogue import names may be copied from loopback and private addresses: only for
   * tests and development, whose picture servers run on this machine; refused in production
   * (worker/src/picture-copies/public-address.ts).
   */
  pictureCopyAllowPrivate: boolean;
}

export interface StripeConfig {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Where the SDK sends its requests: Stripe's own API unless set (tests, stripe-mock). */
  apiBase: string | undefined;
}

export const GOOGLE_JWKS_URL = 'https://www.googleapis.com/oauth2/v3/certs';

export class ConfigError extends Error {
  readonly issues: string[];
  constructor(issues: string[]) {
    super(`Doorstep cannot start; fix these settings (see .env.example):\n${issues.map((issue) => `  - ${issue}`).join('\n')}`);
    this.name = 'ConfigError';
    this.issues = issues;
  }
}

export interface ParseConfigOptions {
  /**
   * Supplies a secret when SESSION_SECRET is unset outside production. The Node entry keeps a
   * generated one in the data folder; it receives the parsed DATABASE_URL to find that folder.
   */
  fallbackSessionSecret?: (databaseUrl: string) => string;
}

export function parseConfig(env: Readonly<Record<string, unknown>>, options: ParseConfigOptions = {}): Config {
  // Only text settings count (Workers bindings also hold objects such as a D1 database), and an
  // empty value means unset, as in most .env tooling.
  const strings = Object.fromEntries(Object.entries(env).filter(([, value]) => typeof value === 'string' && value.trim() !== ''));
  const result = environmentSchema.safeParse(strings);
  if (!result.success) {
    throw new ConfigError(result.error.issues.map((issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`));
  }
  const parsed = result.data;
  const sessionSecret = parsed.SESSION_SECRET ?? options.fallbackSessionSecret?.(parsed.DATABASE_URL!);
  if (!sessionSecret) {
    throw new ConfigError(['SESSION_SECRET: required here (at least 32 characters; try: openssl rand -base64 48)']);
  }
  return {
    nodeEnv: parsed.NODE_ENV,
    port: parsed.PORT,
    host: parsed.HOST!,
    databaseUrl: parsed.DATABASE_URL!,
    databaseAuthToken: parsed.DATABASE_AUTH_TOKEN,
    sessionSecret,
    admin: parsed.ADMIN_EMAIL && parsed.ADMIN_PASSWORD ? { email: parsed.ADMIN_EMAIL, password: parsed.ADMIN_PASSWORD } : undefined,
    googleClientId: parsed.GOOGLE_CLIENT_ID,
    googleJwksUrl: parsed.GOOGLE_JWKS_URL ?? GOOGLE_JWKS_URL,
    seed: parsed.SEED,
    trustProxy: parsed.TRUST_PROXY === '1' || parsed.TRUST_PROXY === 'true',
    orderLimitPerCustomer: parsed.ORDER_LIMIT_PER_CUSTOMER,
    analyticsSrc: parsed.PUBLIC_ANALYTICS_SRC,
    stripe:
      parsed.STRIPE_SECRET_KEY && parsed.STRIPE_PUBLISHABLE_KEY && parsed.STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: parsed.STRIPE_SECRET_KEY,
            publishableKey: parsed.STRIPE_PUBLISHABLE_KEY,
            webhookSecret: parsed.STRIPE_WEBHOOK_SECRET,
            apiBase: parsed.STRIPE_API_BASE,
          }
        : undefined,
    smtpUrl: parsed.SMTP_URL,
    mailFrom: parsed.MAIL_FROM,
    publicUrl: parsed.PUBLIC_URL?.replace(/\/+$/, ''),
    testPayments: parsed.NODE_ENV !== 'production' || parsed.PAYMENTS_TEST_MODE === '1' || parsed.PAYMENTS_TEST_MODE === 'true',
    pictureCopyAllowPrivate: parsed.PICTURE_COPY_ALLOW_PRIVATE === '1' || parsed.PICTURE_COPY_ALLOW_PRIVATE === 'true',
  };
}
