import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SERVER_BUNDLE, serverIsStale, siteIsStale } from './build.ts';

describe('what `npm start` rebuilds', () => {
  const roots: string[] = [];
  afterEach(() => {
    for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
  });

  function project(): { root: string; touch: (path: string, secondsAgo: number) => void } {
    const root = mkdtempSync(join(tmpdir(), 'doorstep-build-'));
    roots.push(root);
    // Writes the file as of `secondsAgo`, and its folders too (a new entry dates its folder).
    const touch = (path: string, secondsAgo: number) => {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), '');
      const when = new Date(Date.now() - secondsAgo * 1000);
      for (let part = path; part !== '.'; part = dirname(part)) utimesSync(join(root, part), when, when);
    };
    return { root, touch };
  }

  it('builds both when nothing was built yet', () => {
    const { root, touch } = project();
    touch('worker/src/app.ts', 60);
    expect(siteIsStale(root)).toBe(true);
    expect(serverIsStale(root)).toBe(true);
  });

  it('rebuilds only the server after a server change, and only the site after a page change', () => {
    const { root, touch } = project();
    touch('worker/src/app.ts', 60);
    touch('site/src/pages/index.astro', 60);
    touch('dist/_csp.json', 30);
    touch(SERVER_BUNDLE, 30);
    expect(siteIsStale(root)).toBe(false);
    expect(serverIsStale(root)).toBe(false);

    touch('worker/src/menu/foods-route.ts', 0);
    expect(serverIsStale(root)).toBe(true);
    expect(siteIsStale(root)).toBe(false);

    touch(SERVER_BUNDLE, 0);
    touch('site/src/pages/cart.astro', 0);
    expect(siteIsStale(root)).toBe(true);
    expect(serverIsStale(root)).toBe(false);
  });

  it('rebuilds both when a rule both sides use changes', () => {
    const { root, touch } = project();
    touch('dist/_csp.json', 30);
    touch(SERVER_BUNDLE, 30);
    touch('domain/pricing.ts', 0);
    expect(siteIsStale(root)).toBe(true);
    expect(serverIsStale(root)).toBe(true);
  });
});
