import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/**
 * `client:interaction`: an island that loads its code when the visitor first points at it, touches
 * it or moves the focus into it (site/src/lib/hydrate-on-interaction.ts). For a form whose served
 * HTML already shows everything and works without JavaScript, such as the footer's newsletter
 * form: on a short page it is in view at once, yet most visits never use it (docs/decisions/002).
 */
export function hydrateOnInteraction(): AstroIntegration {
  return {
    name: 'doorstep:hydrate-on-interaction',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({
          name: 'interaction',
          entrypoint: fileURLToPath(new URL('../src/lib/hydrate-on-interaction.ts', import.meta.url)),
        });
      },
    },
  };
}
