import { escapeHtml } from '../../../domain/escape-html.ts';
import type { PageLanguage } from '../../../domain/i18n/languages.ts';
import { translator } from '../../../domain/i18n/tables.ts';

/** Where the built header leaves room for the link to the locations (SiteHeader.astro). */
export const LOCATION_LINK_SLOT = '<!--location-link:header-->';
/** `<html data-locations="2">`: the islands offer and name the chosen location only when the shop has several. */
const LOCATIONS_MARK = /(<html[^>]*?) data-locations="[^"]*"/;

/**
 * The shop's number of locations on the page, and with several, a plain link in the header to
 * the page that lists them; the header's script writes the visitor's chosen one into it
 * (site/src/stores/chosen-location.ts). A shop with one location shows no trace of the choice.
 */
export function fillLocations(html: string, count: number, language: PageLanguage, base: string): string {
  const marked = html.replace(LOCATIONS_MARK, (_match, before: string) => `${before} data-locations="${count}"`);
  if (!marked.includes(LOCATION_LINK_SLOT)) return marked;
  return marked.replace(LOCATION_LINK_SLOT, () => (count > 1 ? renderLocationLink(language, base) : ''));
}

function renderLocationLink(language: PageLanguage, base: string): string {
  const t = translator(language);
  // The label once a location is chosen, its name left for the page's script to write in.
  const chosenLabel = t('locations.headerChosen', { name: '{name}' });
  return `<a href="${escapeHtml(`${base}/locations`)}" data-chosen-location data-chosen-label="${escapeHtml(chosenLabel)}" class="inline-flex h-11 max-w-40 items-center gap-1 rounded-full px-3 text-sm font-semibold text-ink hover:bg-brand-50 hover:text-brand-700"><svg aria-hidden="true" viewBox="0 0 24 24" class="h-5 w-5 shrink-0" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="M12 21s-7-6.2-7-11a7 7 0 0 1 14 0c0 4.8-7 11-7 11z"/><circle cx="12" cy="10" r="2.5"/></svg><span class="truncate" data-chosen-location-name>${escapeHtml(t('locations.headerChoose'))}</span></a>`;
}
