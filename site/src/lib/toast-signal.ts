/** What the toasts store tells the `client:toast` directive (site/src/lib/hydrate-on-toast.ts). */
export const TOAST_EVENT = 'doorstep:toast';
const RAISED_FLAG = 'doorstepToastRaised';

/** Says a toast was raised: the event for a directive already waiting, the flag for one that starts later. */
export function signalToast(): void {
  (document.documentElement.dataset as Record<string, string>)[RAISED_FLAG] = '';
  window.dispatchEvent(new Event(TOAST_EVENT));
}

export function toastRaised(): boolean {
  return RAISED_FLAG in document.documentElement.dataset;
}
