let interacted: Promise<void> | undefined;
let used: Promise<void> | undefined;
let touched: Promise<void> | undefined;

/**
 * Resolves the first time the visitor touches, clicks, types or scrolls on the page. Phone
 * carousels wait for it before loading Swiper (see CategoryCarousel): a visitor who only looks
 * pays nothing for it, and on /menu, where the carousels are in the first screen, the page is
 * done loading before a carousel starts moving (its looping steps move slides in the page).
 */
export function firstInteraction(): Promise<void> {
  interacted ??= firstOf(['pointerdown', 'keydown', 'wheel', 'touchstart', 'scroll']);
  return interacted;
}

/**
 * Resolves the first time the visitor clicks (a tap, once it is a click), types or scrolls:
 * unlike firstInteraction, not as a finger or button goes down, so what starts then cannot take
 * away the element the press is aimed at before its click arrives.
 */
export function firstUse(): Promise<void> {
  // A use is an interaction too: what waits for one, drawn only after the use, must find it past.
  void firstInteraction();
  used ??= firstOf(['click', 'keydown', 'wheel', 'scroll']);
  return used;
}

/**
 * Resolves at the visitor's first press, key or focus on the page (a form's field focused by a
 * screen reader counts): code a form needs only once it is used is fetched while the visitor is
 * still filling it in (the checkout's order steps).
 */
export function firstTouch(): Promise<void> {
  touched ??= firstOf(['pointerdown', 'keydown', 'focusin']);
  return touched;
}

function firstOf(types: readonly string[]): Promise<void> {
  return new Promise((resolve) => {
    const done = (event: Event) => {
      if (!isVisitors(event)) return;
      for (const type of types) window.removeEventListener(type, done, true);
      resolve();
    };
    for (const type of types) window.addEventListener(type, done, { capture: true, passive: true });
  });
}

/**
 * A scroll of the page is the visitor's; a row scrolled inside it may be the page's own doing (a
 * row snapping into place as it lays out), which would start what waits for a use with nobody there.
 */
function isVisitors(event: Event): boolean {
  return event.type !== 'scroll' || event.target === document;
}
