import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { cspHashes } from './site/integrations/csp-hashes.ts';

// Astro pre-renders every page to dist/; the Node server (worker/src/node.ts) and Cloudflare's
// static assets serve that folder, and /api comes from the Hono app in worker/.
export default defineConfig({
  srcDir: './site/src',
  publicDir: './site/public',
  outDir: './dist',
  output: 'static',
  trailingSlash: 'ignore',
  build: { format: 'directory', inlineStylesheets: 'auto' },
  integrations: [react(), cspHashes()],
  vite: {
    plugins: [tailwindcss()],
    build: {
      rolldownOptions: {
        output: {
          // Fewer, larger chunks: every island shares React and our stores, and a dozen tiny
          // files cost more in request headers and lost compression than they save.
          codeSplitting: {
            groups: [
              // Captured first: a group takes its modules' imports along, so without these 'forms'
              // would take constants and money (imported by domain/checkout.ts) and every page's
              // 'shared' chunk would import zod. 'orders': pure order rules and the card gateway's
              // browser part, for the cart, checkout and order pages only.
              { name: 'domain', test: /[\\/]domain[\\/](constants|money)\.ts$/, priority: 3 },
              { name: 'orders', test: /([\\/]domain[\\/](pricing|coupons|payment-card|order-status)\.ts$|site[\\/]src[\\/]lib[\\/]payments[\\/])/, priority: 2 },
              { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|@astrojs[\\/]react)[\\/]/ },
              // zod and the schemas built with it are needed only by forms (the login dialog,
              // loaded when opened; the account page): kept out of 'shared', which every page loads.
              { name: 'forms', test: /(node_modules[\\/]zod|[\\/]domain[\\/](auth|checkout|review|validation)\.ts$)/, priority: 1 },
              // The admin's food form schema: /admin pages only (zod itself stays in 'forms').
              { name: 'food-form', test: /[\\/]domain[\\/]food-form\.ts$/, priority: 1 },
              // Order and review state (stores/orders.ts, stores/reviews.ts) is left out of 'shared':
              // only their pages load it, not the home page.
              { name: 'shared', test: /(site[\\/]src[\\/](stores(?![\\/](orders|reviews)\.ts$)|lib)|[\\/]domain|node_modules[\\/]nanostores|node_modules[\\/]@nanostores)[\\/]|vite[\\/]preload-helper/ },
            ],
          },
        },
      },
    },
  },
  devToolbar: { enabled: false },
  telemetry: false,
});
