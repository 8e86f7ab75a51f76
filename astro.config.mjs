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
  vite: { plugins: [tailwindcss()] },
  devToolbar: { enabled: false },
  telemetry: false,
});
