import { useStore } from '@nanostores/react';
import { lazy, Suspense } from 'react';
import { $catalogueLoading, $foods } from '../../stores/catalogue.ts';
import type { HeadingLevel } from './Heading.tsx';
import { useServedMenuControls, useStartWhenServedMenuFallsShort } from './served-markup.ts';

// The island's own cards, filters and carousels: their code comes when they are first drawn.
const MenuBody = lazy(() => import('./MenuBody.tsx'));

interface Props {
  /** The level of the section's own heading ('Explore Our Menu'); cards sit below it. */
  sectionHeadingLevel?: HeadingLevel;
}

/**
 * Explore Our Menu. It renders nothing on the server and at hydration (the stores start empty):
 * the page shows the menu the server wrote into it, whose buttons this makes work, until the
 * visitor first uses the page or the page holds what that menu cannot show (served-markup.ts).
 * The catalogue starts then, and MenuBody takes the served menu's place.
 */
export default function Menu({ sectionHeadingLevel = 2 }: Props) {
  useServedMenuControls();
  useStartWhenServedMenuFallsShort();
  const foods = useStore($foods, { ssr: 'initial' });
  const loading = useStore($catalogueLoading, { ssr: 'initial' });
  if (foods.length === 0 && loading) return null;
  return (
    <Suspense fallback={null}>
      <MenuBody sectionHeadingLevel={sectionHeadingLevel} />
    </Suspense>
  );
}
