import { readStored, writeStored } from '../lib/browser-storage.ts';

/**
 * The location a visitor orders from, when the shop has several (the servers write how many on
 * `<html data-locations>`): kept in this browser, chosen on the locations page, named in the
 * header, and sent with the menu's, the hand-over's and the order's requests. A shop with one
 * location has no choice to keep: its only location is the server's default.
 */
export interface ChosenLocation {
  id: number;
  name: string;
}

const KEY = 'chosenLocation';

export function shopHasLocations(): boolean {
  return Number(document.documentElement.dataset.locations ?? '1') > 1;
}

export function chosenLocation(): ChosenLocation | null {
  if (!shopHasLocations()) return null;
  const stored = readStored<Partial<ChosenLocation>>(KEY);
  return stored && typeof stored.id === 'number' && typeof stored.name === 'string' ? { id: stored.id, name: stored.name } : null;
}

export function chooseLocation(location: ChosenLocation): void {
  writeStored(KEY, { id: location.id, name: location.name });
  showChosenLocation();
}

/** The location has gone (removed by the owner): the visitor chooses again. */
export function forgetChosenLocation(): void {
  try {
    globalThis.localStorage?.removeItem(KEY);
  } catch {
    // Storage is off: nothing was kept.
  }
  showChosenLocation();
}

/** Writes the chosen location's name into the header's link (worker/src/pages/location-markup.ts). */
export function showChosenLocation(): void {
  const link = document.querySelector<HTMLElement>('[data-chosen-location]');
  const chosen = chosenLocation();
  const name = link?.querySelector('[data-chosen-location-name]');
  if (!link || !name || !chosen) return;
  name.textContent = chosen.name;
  link.setAttribute('aria-label', (link.dataset.chosenLabel ?? '{name}').replace('{name}', chosen.name));
}
