import { atom } from 'nanostores';
import type { PublicUser } from '../../../../domain/account.ts';
import { ApiError, callApi } from '../../lib/api.ts';
import { FLASH_KEY } from '../../stores/session.ts';
import { toast } from '../../stores/toasts.ts';
import { localePath, t } from '../../i18n/t.ts';

/**
 * Who may see the admin panel, as GET /api/auth/me says right now: 'admin' for the shop's team
 * (admins, and staff, who see only the desk and the orders). The server checks the role on
 * every call anyway; this only decides which screen to show, and the admin screens ask for
 * nothing until it says 'admin'. (Not in stores/: see food-store.ts.)
 */
export type AdminAccess =
  | { status: 'checking' }
  | { status: 'signedOut' }
  | { status: 'forbidden'; user: PublicUser }
  | { status: 'admin'; user: PublicUser }
  | { status: 'error'; message: string };

export const $adminAccess = atom<AdminAccess>({ status: 'checking' });

/** The display copies the storefront keeps after login (the admin logout removes only these). */
const STORED_KEYS = ['userId', 'userName', 'userEmail'] as const;

export async function checkAdminAccess(): Promise<void> {
  $adminAccess.set({ status: 'checking' });
  try {
    const { data: user } = await callApi('GET', '/api/auth/me');
    $adminAccess.set(user.role === 'admin' || user.role === 'staff' ? { status: 'admin', user } : { status: 'forbidden', user });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) $adminAccess.set({ status: 'signedOut' });
    else $adminAccess.set({ status: 'error', message: error instanceof Error ? error.message : String(error) });
  }
}

/**
 * Ends the session on the server, forgets the stored user values and goes to the shop, which
 * says 'Logged out successfully'. On failure nothing changes and 'Failed to logout' is shown.
 */
export async function logOutOfAdmin(): Promise<boolean> {
  let message: string | undefined;
  try {
    message = (await callApi('POST', '/api/auth/logout')).message;
  } catch {
    toast.error(t('admin.logoutFailed'));
    return false;
  }
  try {
    for (const key of STORED_KEYS) localStorage.removeItem(key);
    if (message) sessionStorage.setItem(FLASH_KEY, message);
  } catch {
    // Storage unavailable: the session has ended on the server all the same.
  }
  window.location.assign(localePath('/'));
  return true;
}
