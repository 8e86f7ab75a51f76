import { atom } from 'nanostores';
import { callApi, type ApiAnswer } from '../../lib/api.ts';

/** How this shop takes cards, as GET /api/payments/config says: Stripe, the test gateway, or not at all (null). */
export type CardSettings = ApiAnswer<'/api/payments/config', 'GET'>['data']['card'];

/** 'failed': the shop could not be asked; no card is offered then, as placing an order needs the shop too. */
export type CardSettingsState = { status: 'loading' } | { status: 'ready'; card: CardSettings } | { status: 'failed' };

export const $cardSettings = atom<CardSettingsState>({ status: 'loading' });

let asked = false;

/** Asks once per page (the checkout); asked again only after a failure. */
export async function loadCardSettings(): Promise<void> {
  if (asked) return;
  asked = true;
  try {
    const { data } = await callApi('GET', '/api/payments/config');
    $cardSettings.set({ status: 'ready', card: data.card });
  } catch {
    asked = false;
    $cardSettings.set({ status: 'failed' });
  }
}
