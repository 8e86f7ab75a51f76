import { atom } from 'nanostores';
import { TOAST_DURATION_MS, TOAST_LIMIT } from '../../../domain/constants.ts';
import { signalToast } from '../lib/toast-signal.ts';

export type ToastKind = 'success' | 'error' | 'blank' | 'loading';

export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
}

/** Newest first, at most TOAST_LIMIT. Rendered top-left by the Toaster island. */
export const $toasts = atom<Toast[]>([]);

let nextId = 1;
const timers = new Map<number, ReturnType<typeof setTimeout>>();

function show(kind: ToastKind, message: string): number {
  const id = nextId++;
  const kept = $toasts.get().slice(0, TOAST_LIMIT - 1);
  for (const dropped of $toasts.get().slice(TOAST_LIMIT - 1)) clearTimer(dropped.id);
  $toasts.set([{ id, kind, message }, ...kept]);
  // The Toaster island loads its code on the first toast (client:toast).
  signalToast();
  const duration = TOAST_DURATION_MS[kind];
  if (Number.isFinite(duration)) timers.set(id, setTimeout(() => dismissToast(id), duration));
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
