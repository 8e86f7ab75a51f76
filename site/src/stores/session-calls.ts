import type { PublicUser } from '../../../domain/account.ts';
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
    return (await callApi('GET', '/api/auth/me')).data;
  } catch (error) {
    return error instanceof ApiError && error.status === 401 ? null : undefined;
  }
}

export function showMessage(message: string): void {
  toast.success(message);
}
