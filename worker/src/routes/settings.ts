import { Hono } from 'hono';
import { STORE_SETTINGS_MESSAGES, StoreSettingsUpdate } from '../../../domain/store-settings.ts';
import type { PublicStoreSettings } from '../../../domain/store-details.ts';
import type { AppEnv } from '../app-env.ts';
import { requireAdmin, type AuthEnv } from '../auth/middleware.ts';
import type { AuthRuntime } from '../auth/runtime.ts';
import { readInput } from '../http/validate.ts';
import { getPublicSettings } from '../services/settings/get-public-settings.ts';
import { saveSettings } from '../services/settings/save-settings.ts';

export interface SettingsRuntime extends AuthRuntime {
  /** Told after each save (the Node site fills the new details into its pages). */
  onSettingsSaved?: ((settings: PublicStoreSettings) => void | Promise<void>) | undefined;
}

/** GET for everyone (public fields only), PUT (any of the fields) for admins. */
export function settingsRoutes(runtime: SettingsRuntime) {
  const routes = new Hono<AppEnv>();
  routes.get('/', async (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.json({ success: true, data: await getPublicSettings(runtime.db) });
  });

  const writes = new Hono<AuthEnv>();
  writes.put('/', requireAdmin(runtime), async (c) => {
    const settings = await saveSettings(runtime.db, await readInput(c, StoreSettingsUpdate));
    // Answered once the pages show the new details, so the next page load has them.
    await runtime.onSettingsSaved?.(settings);
    c.header('Cache-Control', 'no-store');
    return c.json({ success: true, data: settings, message: STORE_SETTINGS_MESSAGES.saved });
  });
  routes.route('/', writes);
  return routes;
}
