import { createApp, NODE_ORDER_STREAM, type AppDeps, type Logger } from '../../worker/src/app.ts';
import { onCommit } from '../../worker/src/node/embedded-client.ts';
import { startOrderFeed, type OrderFeed } from '../../worker/src/desk/order-feed.ts';
import { nodePictureSettings } from '../../worker/src/node/node-picture-settings.ts';
import { threadPictureResizer } from '../../worker/src/node/picture-resizer-thread.ts';
import { menuCacheFor } from '../../worker/src/menu/menu-from-database.ts';
import type { MenuCache } from '../../worker/src/menu/menu-cache.ts';
import { contractChecker } from './api-contract.ts';
import { createTestDatabase, type TestDatabase } from './database.ts';

export const TEST_SESSION_SECRET = 'test-session-secret-0123456789abcdefghijklmnop';
/** Cheap PBKDF2 for tests that hash many passwords; passwords.test.ts covers the real cost. */
export const TEST_PASSWORD_ITERATIONS = 1_000;

export interface TestClock {
  now(): number;
  advance(ms: number): void;
  set(ms: number): void;
}

export function createClock(start = Date.UTC(2026, 0, 15, 12, 0, 0)): TestClock {
  let current = start;
  return {
    now: () => current,
    advance: (ms) => {
      current += ms;
    },
    set: (ms) => {
      current = ms;
    },
  };
}

export interface TestApp extends TestDatabase {
  app: ReturnType<typeof createApp>;
  menuCache: MenuCache;
  clock: TestClock;
  /** The desk streams' shared reading of the order history, woken by the database's commits, as on the Node server. */
  orderFeed: OrderFeed;
  /** What the app logged as errors (tests assert on it instead of printing to the console). */
  loggedErrors: { message: string; details?: Record<string, unknown> }[];
}

export interface TestAppOptions extends Partial<Omit<AppDeps, 'config'>> {
  config?: Partial<AppDeps['config']>;
  /** How often the desk's order feed looks for changes it was not woken for (those of other processes). */
  orderFeedTickMs?: number;
}

/**
 * The real app over a fresh seeded database file, as the Node entry builds it minus the site.
 * Time comes from a clock the test moves; the client address from X-Forwarded-For (TRUST_PROXY on).
 */
export async function createTestApp(overrides: TestAppOptions = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const menuCache = menuCacheFor(database.db);
  const loggedErrors: TestApp['loggedErrors'] = [];
  const logger: Logger = { error: (message, details) => void loggedErrors.push({ message, details }) };
  const clock = createClock();
  const { config, orderFeedTickMs, ...rest } = overrides;
  const orderFeed = startOrderFeed(database.db, {
    tickMs: orderFeedTickMs,
    onError: (error) => void loggedErrors.push({ message: 'order feed', details: { error } }),
  });
  const stopHearingCommits = onCommit(database.client, orderFeed.wake);
  const app = createApp({
    db: database.db,
    menuCache,
    logger,
    now: clock.now,
    passwordIterations: TEST_PASSWORD_ITERATIONS,
    pictures: nodePictureSettings(database.dir, threadPictureResizer()),
    orderStream: { ...NODE_ORDER_STREAM, feed: orderFeed },
    ...rest,
    config: {
      googleClientId: undefined,
      analyticsSrc: undefined,
      sessionSecret: TEST_SESSION_SECRET,
      trustProxy: true,
      ...config,
    },
  });
  await checkAnswersAgainstDocument(app);
  const destroy = async () => {
    stopHearingCommits?.();
    orderFeed.stop();
    await database.destroy();
  };
  return { ...database, destroy, app, menuCache, clock, orderFeed, loggedErrors };
}

/** Every answer the tests get through `app.request` is checked against GET /api/openapi.json (api-contract.ts). */
async function checkAnswersAgainstDocument(app: ReturnType<typeof createApp>): Promise<void> {
  const request = app.request.bind(app);
  const check = contractChecker(await (await request('/api/openapi.json')).json());
  app.request = (async (...args: Parameters<typeof request>) => {
    const response = await request(...args);
    const [input, init] = args;
    const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
    const url = input instanceof Request ? input.url : String(input);
    await check(method, url, response);
    return response;
  }) as typeof app.request;
}
