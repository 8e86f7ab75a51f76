import { fileURLToPath } from 'node:url';
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { cspHashes } from './site/integrations/csp-hashes.ts';
import { serviceWorker } from './site/integrations/service-worker.ts';
import { hydrateOnToast } from './site/integrations/hydrate-on-toast.ts';
import { islandPreloads } from './site/integrations/island-preloads.ts';

// Astro pre-renders every page to dist/; the Node server (worker/src/node.ts) and Cloudflare's
// static assets serve that folder, and /api comes from the Hono app in worker/.
export default defineConfig({
  srcDir: './site/src',
  publicDir: './site/public',
  outDir: './dist',
  output: 'static',
  trailingSlash: 'ignore',
  build: { format: 'directory', inlineStylesheets: 'always' },
  integrations: [react(), hydrateOnToast(), cspHashes(), islandPreloads(), serviceWorker()],
  vite: {
    plugins: [tailwindcss()],
    // zod without its eval probe, which the pages' CSP reports (site/src/lib/zod-without-eval.ts).
    resolve: {
      alias: [{ find: /^zod$/, replacement: fileURLToPath(new URL('./site/src/lib/zod-without-eval.ts', import.meta.url)) }],
    },
    build: {
      rolldownOptions: {
        output: {
          // Fewer, larger chunks: every island shares React and our stores, and a dozen tiny
          // files cost more in request headers and lost compression than they save.
          codeSplitting: {
            // A group also takes along what its modules import, unless a group of higher priority
            // has claimed it first. React is claimed first (else 'shared' would take it through
            // @nanostores/react); then the chunk every page loads, 'shared', which names its modules
            // one by one: anything it does not name (admin rules, order rules, zod) can never reach
            // the home page through it. The page's messages (site/src/i18n/t.ts) and the language
            // list are here too: every island uses them, and the forms' rules import the list, which
            // would otherwise pull the whole 'forms' chunk (zod) into any page that names a language.
            // So are a dish's picture and the first-interaction helper: the home page and the menu
            // load them anyway, and as files of their own they cost the checkout two more requests.
            groups: [
              {
                name: 'shared',
                priority: 4,
                test: /(site[\\/]src[\\/](stores[\\/](cart|catalogue|session)|lib[\\/](browser-storage|announce)|i18n[\\/]t|islands[\\/]menu[\\/]first-interaction)\.ts$|site[\\/]src[\\/]islands[\\/]menu[\\/]FoodImage\.tsx$|[\\/]domain[\\/](catalogue|cart|food|allergens|constants|money|i18n[\\/](languages|format))\.ts$|node_modules[\\/](nanostores|@nanostores)[\\/]|vite[\\/]preload-helper)/,
              },
              { name: 'react', priority: 5, test: /node_modules[\\/](react|react-dom|scheduler|@astrojs[\\/]react)[\\/]/ },
              // Each file a page waits for costs a slot among HTTP/1.1's six connections (and on a slow
              // phone link ~560 ms of waiting): the checkout drew its form after 22 files. Small modules
              // that load together become one file each: the API client with its toasts (a page that
              // asks the server shows what went wrong); the options as a dish's page shows and chooses them
              // (the dish page, order again: a line's words go with the orders chunk, domain/option-lines.ts);
              // the form's pieces (fields, their errors, the spinner, readiness).
              { name: 'calls', priority: 3, test: /site[\\/]src[\\/](lib[\\/]api|stores[\\/]toasts)\.ts$/ },
              // How the menu narrows and groups its dishes: the pages that draw the menu load it with
              // the visitor's filters, a product's page does not (domain/menu-groups.ts).
              { name: 'menu-view', priority: 3, test: /(site[\\/]src[\\/]stores[\\/]menu-view|[\\/]domain[\\/]menu-groups)\.ts$/ },
              { name: 'menu-options', priority: 3, test: /[\\/]domain[\\/]menu-options\.ts$/ },
              {
                name: 'form-parts',
                priority: 3,
                test: /site[\\/]src[\\/]islands[\\/](ui[\\/](FieldError\.tsx|use-client-ready\.ts)|auth[\\/]FormField\.tsx|checkout[\\/]FieldGroupError\.tsx|menu[\\/]Spinner\.tsx)$/,
              },
              // Pure order rules, the checkout's messages and clock, and the card gateway's browser
              // part: the cart, checkout and order pages. Named here, not left to 'forms', which
              // would take them as its schemas' dependencies and bring zod to the checkout's load.
              {
                name: 'orders',
                priority: 2,
                // With them the cart's and checkout's shared pieces: the totals, the shop's settings they
                // read, the ways to pay, the address rules and the checkout form's values; an order's
                // amounts, kept off the chunk every page loads (domain/contracts/order-amounts.ts); and
                // the choices of replacement (domain/picking/substitution.ts), which the API's schemas
                // import too.
                test: /([\\/]domain[\\/](pricing|coupons|payment-card|payment-methods|address-rules|address-labels|order-status|currency|checkout-messages|fulfilment[\\/]zoned-time|contracts[\\/]order-amounts|picking[\\/]substitution)\.ts$|site[\\/]src[\\/](lib[\\/]payments[\\/]|islands[\\/](cart[\\/](OrderTotals\.tsx|shop-settings\.ts)|ui[\\/](AmountRows|ChosenOptions)\.tsx|checkout[\\/]checkout-form\.ts)$))/,
              },
              // zod and the schemas built with it: loaded by forms only (the login dialog when opened,
              // account, checkout, review, admin).
              {
                name: 'forms',
                priority: 1,
                test: /(node_modules[\\/]zod|zod-without-eval\.ts$|[\\/]domain[\\/](auth|checkout|review-form|validation)\.ts$)/,
              },
            ],
          },
        },
      },
    },
  },
  devToolbar: { enabled: false },
  telemetry: false,
});
