import { useEffect, useId, useRef } from 'react';
import { canLoopCarousel, type CategoryGroup } from '../../../../domain/catalogue.ts';
import { DishCard } from './DishCard.tsx';
import { Heading, below, type HeadingLevel } from './Heading.tsx';
import { PHONE_QUERY } from './phone-layout.ts';

/**
 * One category on a phone: a heading and a coverflow carousel of its dishes. Until Swiper has
 * loaded (or if it never does) the slides are a plain row that scrolls sideways.
 */
export function CategoryCarousel({ group, headingLevel }: { group: CategoryGroup; headingLevel: HeadingLevel }) {
  const headingId = useId();
  const container = usePhoneCarousel(canLoopCarousel(group.foods.length));
  return (
    <section aria-labelledby={headingId}>
      <Heading level={headingLevel} id={headingId} className="mb-3 px-1 text-xl font-bold text-brand-800">
        {group.label}
      </Heading>
      <div ref={container} className="swiper -mx-4 px-4 py-2">
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

/**
 * Turns the returned element into a Swiper carousel once the page is phone-sized and the
 * carousel is near the viewport; Swiper's code and CSS arrive with the dynamic import().
 * React never re-renders the container's classes, so Swiper's own classes stay put; a change
 * in the list of dishes remounts the carousel (see the key in Menu).
 */
function usePhoneCarousel(loop: boolean) {
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const container = ref.current;
    if (!container) return;
    const phone = window.matchMedia(PHONE_QUERY);
    const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    let swiper: { destroy: (deleteInstance?: boolean, cleanStyles?: boolean) => void } | undefined;
    let observer: IntersectionObserver | undefined;
    let disposed = false;

    const start = async () => {
      observer?.disconnect();
      const { createCarousel } = await import('./swiper-carousel.ts');
      if (disposed || swiper) return;
      const created = await createCarousel(container, { loop, autoplay: !reducedMotion });
      if (disposed) created.destroy(true, true);
      else swiper = created;
    };
    const watch = () => {
      if (!phone.matches || observer) return;
      observer = new IntersectionObserver((entries) => {
        if (entries.some((entry) => entry.isIntersecting)) void start();
      }, { rootMargin: '300px 0px' });
      observer.observe(container);
    };

    watch();
    phone.addEventListener('change', watch);
    return () => {
      disposed = true;
      observer?.disconnect();
      phone.removeEventListener('change', watch);
      swiper?.destroy(true, true);
    };
  }, [loop]);

  return ref;
}
