import type { Language } from '../../../domain/i18n/languages.ts';
import { callApi } from '../lib/api.ts';
import { $session, setSignedIn } from './session.ts';

/**
 * Keeps the language a signed-in person switches to on their account, so the shop's mails to
 * them are written in it too. Asks no password (the server lets the language alone through);
 * nobody signed in: nothing to keep, the page's address carries the language.
 */
export async function saveAccountLanguage(language: Language): Promise<void> {
  const session = $session.get();
  if (session.status !== 'signedIn' || session.user.language === language) return;
  const answer = await callApi('PUT', '/api/account', { json: { currentPassword: '', language } });
  setSignedIn(answer.data);
}
