import { atom } from 'nanostores';
import type { Location, LocationDetails } from '../../../../../domain/contracts/locations.ts';
import { ApiError, callApi, failureMessage, fieldMessages } from '../../../lib/api.ts';
import { toast } from '../../../stores/toasts.ts';
import { t } from '../../../i18n/t.ts';
import type { LocationBody } from './location-form-values.ts';

/**
 * The Locations screen (GET/POST/PUT/DELETE /api/locations): the list, and which dialog is open
 * on which location. The add/edit dialog opens on a location with its hand-over rules: a new one
 * starts from the first location's rules without its zones, as the server would start it.
 */
export type LocationList =
  | { status: 'loading'; locations: readonly Location[] }
  | { status: 'ready'; locations: readonly Location[] }
  | { status: 'error'; locations: readonly Location[]; message: string };

export const $locations = atom<LocationList>({ status: 'loading', locations: [] });

export type LocationDialog =
  | { kind: 'closed' }
  /** Reading a location's rules before its dialog opens; `id` names the row whose button waits. */
  | { kind: 'opening'; id: number | null }
  | { kind: 'add'; template: LocationDetails }
  | { kind: 'edit'; location: LocationDetails }
  | { kind: 'remove'; location: Location };

export const $locationDialog = atom<LocationDialog>({ kind: 'closed' });

export type SaveResult = { ok: true } | { ok: false; message: string; errors: Record<string, string> };

/** The location every shop has (the shop's own, id 1): a new location starts with its rules. */
const FIRST_LOCATION = 1;

export async function loadLocations(): Promise<void> {
  const { locations } = $locations.get();
  $locations.set({ status: 'loading', locations });
  try {
    const answer = await callApi('GET', '/api/locations');
    $locations.set({ status: 'ready', locations: answer.data });
  } catch (error) {
    const message = failureMessage(error, t('admin-locations.loadFailed'));
    $locations.set({ status: 'error', locations, message });
    toast.error(message);
  }
}

async function readDetails(id: number): Promise<LocationDetails | null> {
  try {
    return (await callApi('GET', '/api/locations/:id', { param: { id: String(id) } })).data;
  } catch (error) {
    toast.error(failureMessage(error, t('admin-locations.openFailed')));
    $locationDialog.set({ kind: 'closed' });
    return null;
  }
}

export async function openAddLocation(): Promise<void> {
  $locationDialog.set({ kind: 'opening', id: null });
  const first = await readDetails(FIRST_LOCATION);
  if (first) $locationDialog.set({ kind: 'add', template: { ...first, fulfilment: { ...first.fulfilment, zones: [] } } });
}

export async function openEditLocation(location: Location): Promise<void> {
  $locationDialog.set({ kind: 'opening', id: location.id });
  const details = await readDetails(location.id);
  if (details) $locationDialog.set({ kind: 'edit', location: details });
}

export const openRemoveLocation = (location: Location) => $locationDialog.set({ kind: 'remove', location });
export const closeLocationDialog = () => $locationDialog.set({ kind: 'closed' });

/** Adds (no `id`) or changes a location; on success the dialog closes and the list reloads. */
export async function saveLocation(id: number | null, body: LocationBody): Promise<SaveResult> {
  try {
    const answer =
      id === null
        ? await callApi('POST', '/api/locations', { json: body })
        : await callApi('PUT', '/api/locations/:id', { param: { id: String(id) }, json: body });
    toast.success(answer.message);
  } catch (error) {
    const message = failureMessage(error, t('admin-locations.saveFailed'));
    toast.error(message);
    // The one conflict a save meets is a name another location has: said at the name.
    const conflict = error instanceof ApiError && error.status === 409;
    return { ok: false, message, errors: conflict ? { name: message } : fieldMessages(error) };
  }
  closeLocationDialog();
  await loadLocations();
  return { ok: true };
}

/** Removes a location; the server's refusal (open orders, the shop's own) is returned for the dialog to say. */
export async function removeLocation(location: Location): Promise<string | null> {
  try {
    toast.success((await callApi('DELETE', '/api/locations/:id', { param: { id: String(location.id) } })).message);
  } catch (error) {
    const message = failureMessage(error, t('admin-locations.removeFailed'));
    toast.error(message);
    return message;
  }
  closeLocationDialog();
  await loadLocations();
  return null;
}
