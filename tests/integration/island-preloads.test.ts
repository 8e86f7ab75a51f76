import { init } from 'es-module-lexer';
import { beforeAll, describe, expect, it } from 'vitest';
import { islandEntries, modulesToPreload, staticImports, withPreloads } from '../../site/integrations/island-preloads.ts';

describe('island-preloads integration helpers', () => {
  beforeAll(async () => {
    await init;
  });

  it('takes the islands that hydrate on load, not those that wait', () => {
    const html = [
      '<astro-island uid="a" component-url="/_astro/CheckoutPage.js" renderer-url="/_astro/client.js" client="load">',
      '<astro-island uid="b" component-url="/_astro/Newsletter.js" renderer-url="/_astro/client.js" client="visible">',
      '<astro-island uid="c" component-url="/_astro/Toaster.js" renderer-url="/_astro/client.js" client="toast">',
      '<astro-island uid="d" component-url="/_astro/CartLink.js" renderer-url="/_astro/client.js" client="load">',
    ].join('');
    expect(islandEntries(html)).toEqual(['/_astro/CheckoutPage.js', '/_astro/client.js', '/_astro/CartLink.js']);
  });

  it('reads the imports a module needs before it runs, not those it loads later', () => {
    const code =
      'import{a as e}from"./react.abc.js";import"./shared.def.js";export{x}from"../other/y.js";const l=()=>import("./later.js");';
    expect(staticImports(code, '/_astro/CheckoutPage.js')).toEqual(['/_astro/react.abc.js', '/_astro/shared.def.js', '/other/y.js']);
  });

  it('follows imports to the end, each module once, however they loop', async () => {
    const graph: Record<string, string[]> = {
      '/_astro/Page.js': ['/_astro/react.js', '/_astro/shared.js'],
      '/_astro/shared.js': ['/_astro/react.js', '/_astro/deep.js'],
      '/_astro/deep.js': ['/_astro/shared.js'],
      '/_astro/react.js': [],
    };
    const modules = await modulesToPreload(['/_astro/Page.js'], async (url) => graph[url] ?? []);
    expect(modules).toEqual(['/_astro/Page.js', '/_astro/react.js', '/_astro/shared.js', '/_astro/deep.js']);
  });

  it('names each module once in the head, and leaves a page without islands alone', () => {
    const page = '<html><head><title>x</title></head><body></body></html>';
    const once = withPreloads(page, ['/_astro/a.js', '/_astro/b.js']);
    expect(once).toBe(
      '<html><head><title>x</title><link rel="modulepreload" href="/_astro/a.js"><link rel="modulepreload" href="/_astro/b.js"></head><body></body></html>',
    );
    expect(withPreloads(once, ['/_astro/a.js'])).toBe(once);
    expect(withPreloads(page, [])).toBe(page);
  });
});
