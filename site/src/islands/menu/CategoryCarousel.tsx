import { useEffect, useId, useRef, useState } from 'react';
import type { Swiper } from 'swiper';
import { canLoopCarousel, type CategoryGroup } from '../../../../domain/menu-groups.ts';
import { t } from '../../i18n/t.ts';
import { DishCard } from './DishCard.tsx';
import { Heading, below, type HeadingLevel } from './Heading.tsx';
import { firstInteraction } from './first-interaction.ts';
import { PHONE_QUERY } from './phone-layout.ts';

/**
 * One category on a phone: a heading and a coverflow carousel of its dishes. Until Swiper has
 * loaded (or if it never does) the slides are a plain row that scrolls sideways.
 */
export function CategoryCarousel({ group, headingLevel }: { group: CategoryGroup; headingLevel: HeadingLevel }) {
  const headingId = useId();
  const carousel = usePhoneCarousel(canLoopCarousel(group.foods.length));
  return (
    <section aria-labelledby={headingId}>
      {/* As tall as the autoplay button from the start, so the carousel does not move down when it appears. */}
      <div className="mb-3 flex min-h-11 items-center justify-between gap-3 px-1">
        <Heading level={headingLevel} id={headingId} className="text-xl font-bold text-brand-800">
          {group.label}
        </Heading>
        {carousel.autoplay !== 'off' && <AutoplayToggle playing={carousel.autoplay === 'playing'} onToggle={carousel.toggleAutoplay} />}
      </div>
      {/* Swiper's stylesheet comes unlayered and would win over these (margin auto, padding 0):
          the carousel would jump when it starts. */}
      <div ref={carousel.ref} className="swiper -mx-4! px-4! py-2!">
        <div className="swiper-wrapper [.swiper:not(.swiper-initialized)>&]:flex [.swiper:not(.swiper-initialized)>&]:snap-x [.swiper:not(.swiper-initialized)>&]:snap-mandatory [.swiper:not(.swiper-initialized)>&]:gap-4 [.swiper:not(.swiper-initialized)>&]:overflow-x-auto [.swiper:not(.swiper-initialized)>&]:pb-2">
          {group.foods.map((food) => (
            <div key={food._id} className="swiper-slide w-[78%]! max-w-80 shrink-0 snap-center self-stretch">
              <DishCard food={food} headingLevel={below(headingLevel)} />
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}

/** Moving content needs a way to stop it (WCAG 2.2.2); the label says what pressing it does. */
function AutoplayToggle({ playing, onToggle }: { playing: boolean; onToggle: () => void }) {
  return (
    <button
      type="button"
      onClick={onToggle}
      aria-label={playing ? t('menu.pauseSlideshow') : t('menu.playSlideshow')}
      className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-brand-700 hover:bg-brand-50"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="currentColor">
        {playing ? <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" /> : <path d="M8 5.5v13l10.5-6.5z" />}
      </svg>
    </button>
  );
}

/**
 * Turns the returned element into a Swiper carousel once the page is phone-sized, the visitor
 * has interacted with the page (first-interaction.ts) and the carousel is near the viewport;
 * Swiper's code and CSS arrive with the dynamic import().
 * React never re-renders the container's classes, so Swiper's own classes stay put; a change
 * in the list of dishes remounts the carousel (see the key in Menu).
 */
function usePhoneCarousel(loop: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  const swiperRef = useRef<Swiper | undefined>(undefined);
  /** 'off' until a carousel autoplays (and for anyone who prefers reduced motion). */
  const [autoplay, setAutoplay] = useState<'off' | 'playing' | 'paused'>('off');

  useEffect(() => {
    const container = ref.current;
    if (!container) return;
    const phone = window.matchMedia(PHONE_QUERY);
    const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    let observer: IntersectionObserver | undefined;
    let disposed = false;

    const start = async () => {
      observer?.disconnect();
      const { createCarousel } = await import('./swiper-carousel.ts');
      if (disposed || swiperRef.current) return;
      const swiper = await createCarousel(container, { loop, autoplay: !reducedMotion });
      if (disposed) {
        swiper.destroy(true, true);
        return;
      }
      swiperRef.current = swiper;
      if (reducedMotion) return;
      setAutoplay('playing');
      swiper.on('autoplayStop', () => setAutoplay('paused'));
      swiper.on('autoplayStart', () => setAutoplay('playing'));
    };
    const watch = () => {
      if (!phone.matches || observer || disposed) return;
      observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) void start();
        },
        { rootMargin: '300px 0px' },
      );
      observer.observe(container);
    };

    void firstInteraction().then(watch);
    phone.addEventListener('change', watch);
    return () => {
      disposed = true;
      observer?.disconnect();
      phone.removeEventListener('change', watch);
      swiperRef.current?.destroy(true, true);
      swiperRef.current = undefined;
    };
  }, [loop]);

  const toggleAutoplay = () => {
    const swiper = swiperRef.current;
    if (!swiper?.autoplay) return;
    if (swiper.autoplay.running) swiper.autoplay.stop();
    else swiper.autoplay.start();
  };

  return { ref, autoplay, toggleAutoplay };
}
