import { atom, onMount } from 'nanostores';
import type { PublicUser } from '../../../domain/account.ts';

/**
 * The session's state; the actions that change it (logIn, signUp, logOut…) live in
 * islands/auth/session-actions.ts so that pages load their code only when a form or menu needs it.
 *
 * Who is signed in, as GET /api/auth/me says (the server decides; the role only chooses what to
 * show). 'unknown' is the pre-rendered state and the first render in the browser, so hydration
 * matches; 'loading' carries the stored name so the menu can show it while the server answers.
 */
export type Session =
  | { status: 'unknown' }
  | { status: 'loading'; name: string }
  | { status: 'signedOut' }
  | { status: 'signedIn'; user: PublicUser };

export const $session = atom<Session>({ status: 'unknown' });

export type LoginDialogMode = 'login' | 'signup';
/** The login/sign-up dialog, openable from any island (navigation, notifications…). */
export const $loginDialog = atom<{ open: boolean; mode: LoginDialogMode }>({ open: false, mode: 'login' });

/** sessionStorage key of a one-time message for the next page (see islands/auth/session-actions.ts). */
export const FLASH_KEY = 'flash';

/** Display-only copies kept after login; never used to decide what anyone may do. */
const STORED_KEYS = ['userId', 'userName', 'userEmail'] as const;

/** What the auth endpoints answer on success. */
export interface Answer {
  data: PublicUser;
  message?: string;
}

/** Storage that never throws: private modes, and pre-rendering on the server, have none. */
function take(storage: () => Storage, key: string, remove = false): string | null {
  try {
    const value = storage().getItem(key);
    if (remove) storage().removeItem(key);
    return value;
  } catch {
    return null;
  }
}

function remember(user: PublicUser | null): void {
  const values = user ? [user.userId, user.name, user.email] : [];
  try {
    for (const [index, key] of STORED_KEYS.entries()) {
      if (user) localStorage.setItem(key, values[index]!);
      else localStorage.removeItem(key);
    }
  } catch {
    // Private mode: the session cookie still works; only the display copies are missing.
  }
}

/** Records who is signed in, as the server just said (used by the actions after each call). */
export function setSignedIn(user: PublicUser): PublicUser {
  remember(user);
  $session.set({ status: 'signedIn', user });
  return user;
}

let asked = false;

/**
 * Asks the server once per page. Without the stored id nobody signed in from this browser, so
 * no request is made (a signed-out visitor's page sends nothing and logs no 401).
 */
export async function refreshSession(): Promise<void> {
  const local = () => localStorage;
  if (!take(local, 'userId')) {
    $session.set({ status: 'signedOut' });
    return;
  }
  $session.set({ status: 'loading', name: take(local, 'userName') ?? '' });
  const user = await import('./session-calls.ts').then(
    (calls) => calls.askSignedInUser(),
    () => undefined,
  );
  if (user) {
    setSignedIn(user);
    return;
  }
  if (user === null) remember(null);
  $session.set({ status: 'signedOut' });
}

/** Shows, once, the message the previous page left (logout, login on /login, account changes). */
function showFlash(): void {
  const message = take(() => sessionStorage, FLASH_KEY, true);
  if (message !== null) void import('./session-calls.ts').then((calls) => calls.showMessage(message));
}

// The first island that asks (the user menu, on every page) starts both.
onMount($session, () => {
  if (!asked) {
    asked = true;
    showFlash();
    void refreshSession();
  }
});

export function openLoginDialog(mode: LoginDialogMode = 'login'): void {
  $loginDialog.set({ open: true, mode });
}

export function closeLoginDialog(): void {
  $loginDialog.set({ ...$loginDialog.get(), open: false });
}
