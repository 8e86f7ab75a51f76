import { useStore } from '@nanostores/react';
import { t } from '../../i18n/t.ts';
import { $toasts, dismissToast, type Toast, type ToastKind } from '../../stores/toasts.ts';

const ACCENT: Record<ToastKind, string> = {
  success: 'border-leaf-600',
  error: 'border-chili-600',
  blank: 'border-stone-300',
  loading: 'border-brand-500',
};

function ToastIcon({ kind }: { kind: ToastKind }) {
  if (kind === 'blank') return null;
  if (kind === 'loading') {
    return (
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="h-5 w-5 shrink-0 text-brand-600 motion-safe:animate-spin"
        fill="none"
        strokeWidth="3"
      >
        <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.25" />
        <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeLinecap="round" />
      </svg>
    );
  }
  // Success and error: a mark in a circle, a tick or '!'.
  const success = kind === 'success';
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={`h-5 w-5 shrink-0 ${success ? 'text-leaf-700' : 'text-chili-700'}`}
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinecap="round"
      strokeLinejoin={success ? 'round' : undefined}
    >
      <circle cx="12" cy="12" r="10" />
      <path d={success ? 'm8 12.5 2.5 2.5L16 9.5' : 'M12 7v6M12 17h.01'} />
    </svg>
  );
}

function ToastItem({ toast }: { toast: Toast }) {
  return (
    // Not a live region itself: the page's own regions read it out (lib/announce.ts), once.
    <div
      className={`pointer-events-auto flex items-start gap-3 rounded-lg border-s-4 bg-white py-3 pe-2 ps-3 text-sm text-ink shadow-lg ring-1 ring-black/5 ${ACCENT[toast.kind]}`}
    >
      <ToastIcon kind={toast.kind} />
      <p className="min-w-0 flex-1 pt-0.5 break-words">{toast.message}</p>
      <button
        type="button"
        aria-label={t('shop.dismissToast')}
        onClick={() => dismissToast(toast.id)}
        className="-my-1 inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-full text-ink-muted hover:bg-stone-100 hover:text-ink"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="h-4 w-4"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
          strokeLinecap="round"
        >
          <path d="M6 6l12 12M18 6 6 18" />
        </svg>
      </button>
    </div>
  );
}

/**
 * Toasts in the top corner where lines start (left; right on an rtl page), newest first (the store
 * keeps that order, the limit and the timers).
 */
export default function Toaster() {
  const toasts = useStore($toasts, { ssr: 'initial' });
  return (
    <section
      aria-label={t('shop.toasts')}
      className="pointer-events-none fixed top-4 start-4 z-50 flex w-[min(22rem,calc(100vw-2rem))] flex-col gap-2"
    >
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
    </section>
  );
}
