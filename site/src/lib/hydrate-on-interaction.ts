import type { ClientDirective } from 'astro';

// A pointer coming over the island starts the download before the click; focus covers keys and touch.
const FIRST_USE = ['pointerenter', 'pointerdown', 'focusin'] as const;

/**
 * The `client:interaction` directive (site/integrations/hydrate-on-interaction.ts): hydrates the
 * island at its first use. A form sent before its code has arrived is held, and sent again once
 * the island is hydrated, so its own submit handler runs instead of the browser's default action.
 */
const hydrateOnInteraction: ClientDirective = (load, _options, island) => {
  let hydrating: Promise<void> | undefined;
  const hydrate = () => {
    hydrating ??= (async () => {
      for (const type of FIRST_USE) island.removeEventListener(type, start);
      try {
        const run = await load();
        await run();
      } finally {
        island.removeEventListener('submit', holdSubmit, true);
      }
    })();
    return hydrating;
  };
  // A failed load is told to a form sent meanwhile (holdSubmit); a hover alone has no one to tell.
  const start = () => void hydrate().catch(() => undefined);
  const holdSubmit = (event: Event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    // Without its code (the connection dropped) the form does what it does without JavaScript.
    hydrate().then(
      () => form.requestSubmit(),
      () => form.submit(),
    );
  };
  for (const type of FIRST_USE) island.addEventListener(type, start, { passive: true });
  island.addEventListener('submit', holdSubmit, true);
  // The focus may have come before this ran: the page's HTML is usable as soon as it arrives.
  if (island.contains(document.activeElement)) start();
};

export default hydrateOnInteraction;
