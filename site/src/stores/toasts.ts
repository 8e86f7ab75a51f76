import { atom } from 'nanostores';
import { toastDurationMs, TOAST_LIMIT } from '../../../domain/constants.ts';
import { announce } from '../lib/announce.ts';
import { signalToast } from '../lib/toast-signal.ts';
import { tText } from '../i18n/t.ts';

export type ToastKind = 'success' | 'error' | 'blank' | 'loading';

export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
}

/**
 * Newest first, at most TOAST_LIMIT. Rendered top-left by the Toaster island; read out through
 * the page's live regions (lib/announce.ts), which exist before any toast does.
 */
export const $toasts = atom<Toast[]>([]);

let nextId = 1;
const timers = new Map<number, ReturnType<typeof setTimeout>>();

/** `said`: a rule's English, key or key with values (written here in the page's language), or a server's answer, already written. */
function show(kind: ToastKind, said: string): number {
  const message = tText(said);
  const id = nextId++;
  // The same words again move to the top rather than stack up twice.
  for (const same of $toasts.get().filter((toast) => toast.message === message)) clearTimer(same.id);
  const others = $toasts.get().filter((toast) => toast.message !== message);
  const kept = others.slice(0, TOAST_LIMIT - 1);
  for (const dropped of others.slice(TOAST_LIMIT - 1)) clearTimer(dropped.id);
  $toasts.set([{ id, kind, message }, ...kept]);
  announce(message, { urgent: kind === 'error' });
  // The Toaster island loads its code on the first toast (client:toast).
  signalToast();
  const duration = toastDurationMs(kind, message);
  if (Number.isFinite(duration))
    timers.set(
      id,
      setTimeout(() => dismissToast(id), duration),
    );
  return id;
}

function clearTimer(id: number) {
  clearTimeout(timers.get(id));
  timers.delete(id);
}

export function dismissToast(id: number): void {
  clearTimer(id);
  $toasts.set($toasts.get().filter((toast) => toast.id !== id));
}

export const toast = {
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
  blank: (message: string) => show('blank', message),
  /** Stays until dismissed: callers dismiss it in every outcome. */
  loading: (message: string) => show('loading', message),
  dismiss: dismissToast,
};
