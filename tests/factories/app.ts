import { createApp, type AppDeps, type Logger } from '../../worker/src/app.ts';
import { listFoods } from '../../worker/src/services/foods/list-foods.ts';
import { createMenuCache } from '../../worker/src/services/foods/menu-cache.ts';
import { createTestDatabase, type TestDatabase } from './database.ts';

export interface TestApp extends TestDatabase {
  app: ReturnType<typeof createApp>;
  menuCache: ReturnType<typeof createMenuCache>;
  /** What the app logged as errors (tests assert on it instead of printing to the console). */
  loggedErrors: { message: string; details?: Record<string, unknown> }[];
}

/** The real app over a fresh seeded database file, as the Node entry builds it minus the site. */
export async function createTestApp(overrides: Partial<AppDeps> = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const menuCache = createMenuCache(() => listFoods(database.db));
  const loggedErrors: TestApp['loggedErrors'] = [];
  const logger: Logger = { error: (message, details) => void loggedErrors.push({ message, details }) };
  const app = createApp({
    db: database.db,
    config: { googleClientId: undefined, analyticsSrc: undefined },
    menuCache,
    logger,
    ...overrides,
  });
  return { ...database, app, menuCache, loggedErrors };
}
