import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScripts, scriptHash } from '../../site/integrations/csp-hashes.ts';

describe('csp-hashes integration helpers', () => {
  it('picks executable inline scripts and skips external and data scripts', () => {
    const html = [
      '<script>one()</script>',
      '<script type="module">two()</script>',
      "<script type='text/javascript'>three()</script>",
      '<script type="importmap">{"imports":{}}</script>',
      '<script src="/x.js"></script>',
      '<script type="module" src="/y.js"></script>',
      '<script type="application/json">{"data":1}</script>',
      '<script type="application/ld+json">{"@context":"x"}</script>',
      '<SCRIPT>\n  four()\n</SCRIPT>',
    ].join('');
    expect(inlineScripts(html)).toEqual(['one()', 'two()', 'three()', '{"imports":{}}', '\n  four()\n']);
  });

  it('hashes the exact script text as CSP expects', () => {
    const expected = createHash('sha256').update('alert(1)').digest('base64');
    expect(scriptHash('alert(1)')).toBe(`sha256-${expected}`);
  });
});
