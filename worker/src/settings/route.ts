import { Hono } from 'hono';
import { STORE_SETTINGS_MESSAGES } from '../../../domain/store-settings.ts';
import { type PublicSettings, SettingsAnswer, SettingsSavedAnswer, WebAppManifestAnswer } from '../../../domain/contracts/settings.ts';
import { webAppManifest } from '../../../domain/web-app-manifest.ts';
import { requireAdmin, type AuthEnv } from '../auth/middleware.ts';
import type { AuthRuntime } from '../auth/runtime.ts';
import { answer, answerAs, documented, failure, jsonBody } from '../http/documented.ts';
import { valueOrRefusal } from '../http/outcome.ts';
import { SettingsRequest } from './request.ts';
import { getPublicSettings } from './get-public-settings.ts';
import { saveSettings } from './save-settings.ts';

export interface SettingsRuntime extends AuthRuntime {
  /** Told after each save (the Node site fills the new details into its pages). */
  onSettingsSaved?: ((settings: PublicSettings) => void | Promise<void>) | undefined;
}

/** GET for everyone (public fields only), PUT (any of the fields) for admins, and the web app manifest made from them. */
export function settingsRoutes(runtime: SettingsRuntime) {
  return new Hono<AuthEnv>()
    .get(
      '/',
      documented({
        operationId: 'publicSettings',
        summary: "The shop's public settings",
        tags: ['Shop'],
        access: 'public',
        responses: { 200: answer('Public fields only', SettingsAnswer) },
      }),
      async (c) => c.json({ success: true as const, data: await getPublicSettings(runtime.db) }, 200, { 'Cache-Control': 'no-cache' }),
    )
    .get(
      '/manifest',
      documented({
        operationId: 'webAppManifest',
        summary: "The shop's web app manifest: its name, colour and logo for the home screen",
        tags: ['Shop'],
        access: 'public',
        responses: { 200: answerAs('application/manifest+json', 'The manifest', WebAppManifestAnswer) },
      }),
      async (c) => {
        const { brand } = await getPublicSettings(runtime.db);
        return c.body(JSON.stringify(webAppManifest(brand.name, brand)), 200, {
          'Content-Type': 'application/manifest+json',
          'Cache-Control': 'no-cache',
        });
      },
    )
    .put(
      '/',
      documented({
        operationId: 'saveSettings',
        summary: "Save the shop's details, delivery fee, hand-over rules, currency, tax and tips (admin)",
        description:
          'Any of the fields; those left out keep their values. Every total from then on uses the new fee, tax rules and currency; the footer and Contact page show the new details. Past orders keep their currency and figures.',
        tags: ['Admin'],
        access: 'admin',
        responses: {
          200: answer(`'${STORE_SETTINGS_MESSAGES.saved}'`, SettingsSavedAnswer),
          400: failure('A field is missing or invalid (per-field messages in `errors`)'),
          409: failure('A new currency while orders exist in another one, without `confirmCurrencyChange: true`'),
        },
      }),
      requireAdmin(runtime),
      jsonBody(SettingsRequest),
      async (c) => {
        const settings = valueOrRefusal(await saveSettings(runtime.db, c.req.valid('json')));
        // Answered once the pages show the new details, so the next page load has them.
        await runtime.onSettingsSaved?.(settings);
        return c.json({ success: true as const, data: settings, message: STORE_SETTINGS_MESSAGES.saved }, 200, {
          'Cache-Control': 'no-store',
        });
      },
    );
}
