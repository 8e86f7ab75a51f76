import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { htmlFiles } from './built-pages.ts';

/**
 * After `astro build`, hashes every inline <script> in the built pages (Astro's island
 * bootstrap, for instance) and writes `dist/_csp.json`: `{ "scriptHashes": ["sha256-…"] }`.
 * The server puts those hashes in its Content-Security-Policy, so those scripts run and
 * nothing else inline does, without 'unsafe-inline'.
 */
export function cspHashes(): AstroIntegration {
  return {
    name: 'doorstep:csp-hashes',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        const hashes = new Set<string>();
        for (const file of await htmlFiles(root)) {
          for (const body of inlineScripts(await readFile(file, 'utf8'))) hashes.add(scriptHash(body));
        }
        const scriptHashes = [...hashes].sort();
        await writeFile(join(root, CSP_FILE), `${JSON.stringify({ scriptHashes }, null, 2)}\n`);
        logger.info(`${scriptHashes.length} inline script hash(es) written to ${CSP_FILE}`);
      },
    },
  };
}

export const CSP_FILE = '_csp.json';

/** Script types the browser executes (or, like import maps, checks against script-src). */
const EXECUTED_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript', 'importmap', 'speculationrules']);

/** The bodies of inline scripts the CSP must allow; external (src) and data (JSON) scripts are skipped. */
export function inlineScripts(html: string): string[] {
  const bodies: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attributes = match[1] ?? '';
    const body = match[2] ?? '';
    if (/\ssrc\s*=/i.test(` ${attributes}`)) continue;
    const type = /\btype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attributes);
    const typeValue = (type?.[1] ?? type?.[2] ?? type?.[3] ?? '').trim().toLowerCase();
    if (!EXECUTED_TYPES.has(typeValue)) continue;
    bodies.push(body);
  }
  return bodies;
}

export function scriptHash(body: string): string {
  return `sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}`;
}
