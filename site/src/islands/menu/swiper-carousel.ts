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

/** Swiper measures slides when it starts, so its styles are in place first. */
export async function createCarousel(container: HTMLElement, { loop, autoplay }: CarouselOptions): Promise<Swiper> {
  await loadStyles();
  const swiper = new Swiper(container, {
    modules: [EffectCoverflow, Autoplay, A11y],
    effect: 'coverflow',
    centeredSlides: true,
    slidesPerView: 'auto',
    grabCursor: true,
    loop,
    coverflowEffect: { rotate: 30, stretch: 0, depth: 120, modifier: 1, slideShadows: false },
    autoplay: autoplay ? { delay: CAROUSEL_AUTOPLAY_MS, disableOnInteraction: true, pauseOnMouseEnter: true } : false,
    a11y: { slideRole: 'group', containerRoleDescriptionMessage: 'carousel', itemRoleDescriptionMessage: 'slide' },
  });
  // Someone reading or tabbing through the cards keeps control: the carousel stops moving.
  container.addEventListener('focusin', () => swiper.autoplay?.stop());
  return swiper;
}
