/**
 * Resolves the first time the visitor touches, clicks, types or scrolls on the page. Phone
 * carousels wait for it before loading Swiper (see CategoryCarousel): a visitor who only looks
 * pays nothing for it, and on /menu, where the carousels are in the first screen, the page is
 * done loading before a carousel starts moving (its looping steps move slides in the page).
 */
const EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;

let interacted: Promise<void> | undefined;

export function firstInteraction(): Promise<void> {
  interacted ??= new Promise((resolve) => {
    const done = () => {
      for (const type of EVENTS) window.removeEventListener(type, done, true);
      resolve();
    };
    for (const type of EVENTS) window.addEventListener(type, done, { capture: true, passive: true });
  });
  return interacted;
}
