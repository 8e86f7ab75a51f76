import type { AccountUpdateInput, LoginInput, SignupInput } from '../../../../domain/auth.ts';
import type { GoogleSignInBody } from '../../../../domain/contracts/accounts.ts';
import { ApiError, callApi } from '../../lib/api.ts';
import { $session, FLASH_KEY, setSignedIn } from '../../stores/session.ts';
import { toast } from '../../stores/toasts.ts';
import { t } from '../../i18n/t.ts';

/**
 * What changes the session ($session in stores/session.ts). Kept out of the stores folder, whose
 * code every page loads, because only the forms and the signed-in menu need it: the home page's
 * JavaScript budget (≤ 80 KB) has no room for code a visitor has not asked for.
 */

/** Each resolves with the server's success message; failures throw ApiError with its message. */
export async function logIn(input: LoginInput): Promise<string | undefined> {
  const answer = await callApi('POST', '/api/auth/login', { json: input });
  setSignedIn(answer.data);
  return answer.message;
}

export async function signUp(input: SignupInput): Promise<string | undefined> {
  const answer = await callApi('POST', '/api/auth/signup', { json: input });
  setSignedIn(answer.data);
  return answer.message;
}

export async function logInWithGoogle(input: GoogleSignInBody): Promise<string | undefined> {
  const answer = await callApi('POST', '/api/auth/google', { json: input });
  setSignedIn(answer.data);
  return answer.message;
}

/** Resolves with the server's message, and `pendingEmail` when a link went to another e-mail (the account keeps its own until it is opened). */
export async function updateAccount(input: AccountUpdateInput): Promise<{ message: string; pendingEmail?: string | undefined }> {
  const answer = await callApi('PUT', '/api/account', { json: input });
  setSignedIn(answer.data);
  return { message: answer.message, pendingEmail: 'pendingEmail' in answer ? answer.pendingEmail : undefined };
}

/**
 * A one-time success message for the next page (logout reloads and clears storage first, so it is
 * written afterwards); the user menu shows it on load.
 */
export function setFlash(message: string): void {
  try {
    sessionStorage.setItem(FLASH_KEY, message);
  } catch {
    // No storage: the message is lost, the action itself succeeded.
  }
}

/**
 * Ends the session on the server, then clears all browser storage and reloads, or goes
 * to `goTo`. The message is shown by the next page. If the server cannot be reached, nothing is
 * cleared and the visitor stays signed in ('Error signing out'); an already-ended session
 * (401) counts as signed out.
 */
export async function logOut(options: { message?: string; goTo?: string } = {}): Promise<boolean> {
  let message = options.message;
  try {
    await callApi('POST', '/api/auth/logout');
    // The server's English answer is not shown: the page says it in its own language.
    message ??= t('auth.loggedOut');
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 401)) {
      toast.error(t('auth.logoutFailed'));
      return false;
    }
  }
  try {
    localStorage.clear();
    sessionStorage.clear();
  } catch {
    // Storage unavailable: nothing to clear.
  }
  $session.set({ status: 'signedOut' });
  if (message) setFlash(message);
  if (options.goTo) window.location.assign(options.goTo);
  else window.location.reload();
  return true;
}
