import type { ClientDirective } from 'astro';
import { TOAST_EVENT, toastRaised } from './toast-signal.ts';

/**
 * The `client:toast` directive (site/integrations/hydrate-on-toast.ts): hydrates the island
 * when a toast is raised, or at once when one was raised before this ran. The toasts store keeps
 * every message, so the toaster shows the one that woke it.
 */
const hydrateOnToast: ClientDirective = (load) => {
  const hydrate = async () => {
    const run = await load();
    await run();
  };
  if (toastRaised()) void hydrate();
  else window.addEventListener(TOAST_EVENT, () => void hydrate(), { once: true });
};

export default hydrateOnToast;
