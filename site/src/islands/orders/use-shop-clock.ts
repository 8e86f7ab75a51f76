import { useStore } from '@nanostores/react';
import { $shopTimeZone } from './shop-time-zone.ts';

/**
 * The shop's clock for a page of order cards: `asking` while its settings are on their way (the
 * cards wait, so the times they show never change under the reader), then the zone to write
 * times in (undefined: the reader's own, when the settings could not be read).
 */
export function useShopClock(): { asking: boolean; timeZone: string | undefined } {
  const clock = useStore($shopTimeZone, { ssr: 'initial' });
  return { asking: clock.status === 'asking', timeZone: clock.status === 'known' ? clock.timeZone : undefined };
}
