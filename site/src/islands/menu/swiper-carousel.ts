/// <reference types="vite/client" />
/**
 * Swiper and its styles, loaded with import() only on phones (see CategoryCarousel): a desktop
 * visitor never downloads them.
 */
import Swiper from 'swiper';
import { A11y, Autoplay, EffectCoverflow } from 'swiper/modules';
// A URL, not a CSS import: Astro would hoist an imported stylesheet into every page's <head>.
// (Swiper's coverflow and autoplay modules ship no CSS of their own.)
import swiperStylesUrl from 'swiper/css?url';
import { CAROUSEL_AUTOPLAY_MS } from '../../../../domain/constants.ts';
import { t } from '../../i18n/t.ts';

export interface CarouselOptions {
  loop: boolean;
  autoplay: boolean;
}

let stylesLoaded: Promise<void> | undefined;

function loadStyles(): Promise<void> {
  stylesLoaded ??= new Promise((resolve) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = swiperStylesUrl;
    link.onload = link.onerror = () => resolve();
    document.head.append(link);
  });
  return stylesLoaded;
}

/**
 * Swiper measures slides when it starts, so its styles are in place first. It also reads the
 * container's computed direction then: on a right-to-left page (`dir` on <html>) the first slide
 * stands on the right and the next ones to its left.
 */
export async function createCarousel(container: HTMLElement, { loop, autoplay }: CarouselOptions): Promise<Swiper> {
  await loadStyles();
  const swiper = new Swiper(container, {
    modules: [EffectCoverflow, Autoplay, A11y],
    effect: 'coverflow',
    centeredSlides: true,
    slidesPerView: 'auto',
    grabCursor: true,
    loop: loop && !usingKeys(),
    coverflowEffect: { rotate: 30, stretch: 0, depth: 120, modifier: 1, slideShadows: false },
    autoplay: autoplay ? { delay: CAROUSEL_AUTOPLAY_MS, disableOnInteraction: true, pauseOnMouseEnter: true } : false,
    a11y: { slideRole: 'group', containerRoleDescriptionMessage: t('menu.carousel'), itemRoleDescriptionMessage: t('menu.slide') },
  });
  // Someone reading or tabbing through the cards keeps control: the carousel stops moving. A card
  // reached with the keyboard comes to the middle: Swiper's A11y module leaves a neighbour that
  // shows only its edge where it is (a coverflow counts it as visible), its buttons half off-screen.
  container.addEventListener('focusin', (event) => {
    swiper.autoplay?.stop();
    const target = event.target instanceof Element ? event.target : null;
    const slide = target?.matches(':focus-visible') ? target.closest<HTMLElement>('.swiper-slide') : null;
    const index = slide ? swiper.slides.indexOf(slide) : -1;
    if (index >= 0 && index !== swiper.activeIndex && !swiper.params.loop) swiper.slideTo(index, 0);
  });
  carousels.add(swiper);
  swiper.on('destroy', () => carousels.delete(swiper));
  // Focus reached a card of the plain row before Swiper took it over: that card is centred.
  const focused = document.activeElement?.closest('.swiper-slide');
  if (focused && container.contains(focused)) swiper.slideTo(swiper.slides.indexOf(focused as HTMLElement), 0);
  return swiper;
}

/**
 * A looping carousel keeps moving its slides around in the page, the focused one among them, and
 * a moved element loses the focus: it falls back to the page and Tab never reaches most dishes.
 * Its slides also stand in the page in a rotated order. So once the visitor presses Tab, every
 * carousel stops looping and puts its slides back in the menu's order, before the key moves the
 * focus (keydown comes first); a carousel started after that, or while a control shows a
 * keyboard focus, does not loop at all. Pointer and touch visitors keep the loop.
 */
const carousels = new Set<Swiper>();
let tabbed = false;

function usingKeys(): boolean {
  return tabbed || document.activeElement?.matches(':focus-visible:not(input, textarea)') === true;
}

document.addEventListener(
  'keydown',
  (event) => {
    if (event.key !== 'Tab') return;
    tabbed = true;
    for (const swiper of carousels) stopLooping(swiper);
  },
  { capture: true },
);

function stopLooping(swiper: Swiper): void {
  if (!swiper.params.loop || swiper.destroyed) return;
  const focused = document.activeElement;
  const shown = swiper.realIndex;
  swiper.loopDestroy();
  swiper.params.loop = false;
  swiper.update();
  swiper.slideTo(shown, 0);
  // Putting the slides back in order moved the focused one: the focus goes back to it.
  if (focused instanceof HTMLElement && focused !== document.activeElement) focused.focus({ preventScroll: true });
}
