import { describe, expect, it } from 'vitest';
import { svgDataUrl } from './svg-data-url.ts';

describe('svgDataUrl', () => {
  it('keeps the markup readable and encodes what a URL or an attribute cannot hold', () => {
    const url = svgDataUrl('<svg xmlns="http://www.w3.org/2000/svg">\n  <path fill="#fff" d="M0 0h8"/>\n</svg>\n');
    expect(url).toBe(
      'data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22%3E %3Cpath fill=%22%23fff%22 d=%22M0 0h8%22/%3E %3C/svg%3E',
    );
    expect(decodeURIComponent(url.slice('data:image/svg+xml,'.length))).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg"> <path fill="#fff" d="M0 0h8"/> </svg>',
    );
  });

  it('encodes characters beyond ASCII whole, including those outside the basic plane', () => {
    expect(svgDataUrl('<text>café 🍕 100%</text>')).toBe('data:image/svg+xml,%3Ctext%3Ecaf%C3%A9 %F0%9F%8D%95 100%25%3C/text%3E');
  });
});
