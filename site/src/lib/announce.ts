/**
 * Tells screen reader users something that happened on the page (a toast, a dish added to the
 * cart), through the live regions every layout has from the start
 * (site/src/components/layout/LiveRegions.astro). `urgent` messages (errors) interrupt; the others
 * wait for a pause.
 */

/** Long enough for a screen reader to notice that the region was emptied before it is filled again. */
const REFILL_DELAY_MS = 50;
const pending = new Map<HTMLElement, ReturnType<typeof setTimeout>>();

export function announce(message: string, options: { urgent?: boolean } = {}): void {
  if (typeof document === 'undefined') return;
  const region = document.querySelector<HTMLElement>(`[data-live="${options.urgent ? 'assertive' : 'polite'}"]`);
  if (!region) return;
  // Emptied first, so the same words twice in a row are read twice.
  region.textContent = '';
  clearTimeout(pending.get(region));
  pending.set(
    region,
    setTimeout(() => {
      region.textContent = message;
    }, REFILL_DELAY_MS),
  );
}
