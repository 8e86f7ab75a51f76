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
              { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|@astrojs[\\/]react)[\\/]/ },
              // zod and the schemas built with it are needed only by forms (the login dialog,
              // loaded when opened; the account page): kept out of 'shared', which every page loads.
              { name: 'forms', test: /(node_modules[\\/]zod|[\\/]domain[\\/](auth|checkout|review|validation)\.ts$)/, priority: 1 },
              { name: 'shared', test: /(site[\\/]src[\\/](stores|lib)|[\\/]domain|node_modules[\\/]nanostores|node_modules[\\/]@nanostores)[\\/]|vite[\\/]preload-helper/ },
            ],
          },
        },
      },
    },
  },
  devToolbar: { enabled: false },
  telemetry: false,
});
