import { fulfilmentOutlook } from '../../../domain/fulfilment/decide.ts';
import type { FulfilmentSettings } from '../../../domain/fulfilment/settings.ts';
import { escapeHtml } from '../../../domain/escape-html.ts';
import { type PageLanguage, SOURCE_LANGUAGE } from '../../../domain/i18n/languages.ts';

/**
 * The notice every page shows while the shop is not taking orders for as soon as possible:
 * "Closed now — opens Tue 10:00" (with a closure's message, and "You can still order for later."
 * when slots are open), or "Not taking orders right now" while paused. The pages leave
 * `<!--shop-status-->` under the header; both servers write the notice there, in the page's
 * language, as they serve a page, so it needs no JavaScript and is right on every load.
 */
export const SHOP_STATUS_SLOT = '<!--shop-status-->';

/** What the shop says now, in `language`, or null while it takes orders for as soon as possible. */
export function shopNotice(settings: FulfilmentSettings, now: number, language: PageLanguage = SOURCE_LANGUAGE): string | null {
  const type = settings.delivery.enabled ? 'delivery' : 'pickup';
  const outlook = fulfilmentOutlook(settings, type, now, () => 0, language);
  return outlook.open || outlook.asap.available ? null : outlook.message;
}

export function renderShopNotice(message: string | null): string {
  if (!message) return '';
  return `<p role="status" class="border-b border-amber-300 bg-amber-50 px-4 py-2.5 text-center text-sm font-semibold text-ink">${escapeHtml(message)}</p>`;
}

/**
 * shopNotice, worked out at most once a minute for the same settings: listing a month of slots
 * on every page request would cost more than serving the page.
 */
export function createShopNoticeClock(): (settings: FulfilmentSettings, now: number, language?: PageLanguage) => string | null {
  const last = new Map<PageLanguage, { settings: FulfilmentSettings; minute: number; message: string | null }>();
  return (settings, now, language = SOURCE_LANGUAGE) => {
    const minute = Math.floor(now / 60_000);
    const known = last.get(language);
    if (known && known.settings === settings && known.minute === minute) return known.message;
    const message = shopNotice(settings, now, language);
    last.set(language, { settings, minute, message });
    return message;
  };
}
