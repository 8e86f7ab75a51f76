import { atom } from 'nanostores';
import type { FulfilmentType } from '../../../../domain/fulfilment/settings.ts';
import { callApi, type ApiAnswer } from '../../lib/api.ts';
import { chosenLocation } from '../../stores/chosen-location.ts';

/** What GET /api/fulfilment says for the type the customer chose: open or not, the earliest time, the slots. */
export type FulfilmentOutlook = ApiAnswer<'/api/fulfilment', 'GET'>['data'];

export type OutlookState = { status: 'loading' } | { status: 'ready'; outlook: FulfilmentOutlook } | { status: 'failed' };

export const $outlook = atom<OutlookState>({ status: 'loading' });

let latest = 0;

/** Asks for `type`'s outlook; a newer request wins. A failure leaves ASAP to the server to judge. */
export async function loadOutlook(type: FulfilmentType): Promise<void> {
  const request = ++latest;
  $outlook.set({ status: 'loading' });
  try {
    const location = chosenLocation();
    const { data } = await callApi('GET', '/api/fulfilment', { query: location ? { type, location: location.id } : { type } });
    if (request === latest) $outlook.set({ status: 'ready', outlook: data });
  } catch {
    if (request === latest) $outlook.set({ status: 'failed' });
  }
}
