import type { PublicUser } from '../../../domain/account.ts';
import { isLanguage, LANGUAGE_COOKIE } from '../../../domain/i18n/languages.ts';
import { pageLanguage } from '../i18n/t.ts';
import { ApiError, callApi } from '../lib/api.ts';
import { toast } from './toasts.ts';

/**
 * What the session store (session.ts) does only when it has something to ask or to tell: every
 * page starts the session, and a visitor who never signed in, with no message waiting, needs
 * neither the API client nor the toasts, so they load when used (bench/page-js.ts). Only
 * session.ts imports this file, with import(), so it stays a file of its own.
 */

/** Who the server says is signed in: null when it says nobody is (401), undefined when it could not answer. */
export async function askSignedInUser(): Promise<PublicUser | null | undefined> {
  try {
    return keepChosenLanguage((await callApi('GET', '/api/auth/me')).data);
  } catch (error) {
    return error instanceof ApiError && error.status === 401 ? null : undefined;
  }
}

/**
 * A signed-in person reading the page in the language they chose (the cookie its address set,
 * worker/src/pages/page-language.ts), or in any language before they ever chose one, keeps it on
 * their account, so the shop's mails follow it. The server asks no password for the language alone.
 */
async function keepChosenLanguage(user: PublicUser): Promise<PublicUser> {
  const language = pageLanguage();
  if (!isLanguage(language) || user.language === language) return user;
  const chosen = document.cookie.split('; ').includes(`${LANGUAGE_COOKIE}=${language}`);
  if (!chosen && user.language !== null) return user;
  try {
    return (await callApi('PUT', '/api/account', { json: { currentPassword: '', language } })).data;
  } catch {
    // Kept next time: the page reads the same either way.
    return user;
  }
}

export function showMessage(message: string): void {
  toast.success(message);
}
