import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../../../../domain/markdown.ts';
import { renderPreview } from './preview-markdown.ts';

describe('renderPreview', () => {
  it('writes what the servers write, for safe and unsafe text alike', () => {
    const text = [
      '# Welcome',
      'We cook **fresh**, *fast*.',
      '- one\n- two',
      '1. first\n2. second',
      '> quoted',
      '[menu](/menu) [mail](mailto:a@example.com) [web](https://example.com) [bad](javascript:alert(1)) [data](data:text/html,x)',
      '![kitchen](/images/kitchen.jpg) ![tracker](https://tracker.example/p.gif)',
      '<script>alert(1)</script> <img src=x onerror=alert(1)> <iframe src="https://evil.example"></iframe>',
    ].join('\n\n');
    expect(renderPreview(text)).toBe(renderMarkdown(text));
    expect(renderPreview(text)).not.toMatch(/<(script|iframe|img src="x)|href="(javascript|data):/);
  });
});
