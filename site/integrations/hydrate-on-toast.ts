import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/**
 * `client:toast`: an island that loads its code when the page first shows a toast
 * (site/src/lib/hydrate-on-toast.ts). The toaster is on every page, yet most visits raise no
 * message before the visitor acts; its code stays off the first load (docs/decisions/002).
 */
export function hydrateOnToast(): AstroIntegration {
  return {
    name: 'doorstep:hydrate-on-toast',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({ name: 'toast', entrypoint: fileURLToPath(new URL('../src/lib/hydrate-on-toast.ts', import.meta.url)) });
      },
    },
  };
}
