import { describe, expect, it } from 'vitest';
import { isJsonType, jsonNestingExceeds } from './json-body.ts';

describe('jsonNestingExceeds', () => {
  const nested = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);

  it('counts arrays and objects alike, up to the limit and one past it', () => {
    expect(jsonNestingExceeds(nested(32), 32)).toBe(false);
    expect(jsonNestingExceeds(nested(33), 32)).toBe(true);
    expect(jsonNestingExceeds('{"a":{"b":[{"c":1}]}}', 3)).toBe(true);
    expect(jsonNestingExceeds('{"a":{"b":[{"c":1}]}}', 4)).toBe(false);
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    expect(jsonNestingExceeds(JSON.stringify({ note: '[[[[[[{{{{' }), 1)).toBe(false);
    expect(jsonNestingExceeds(JSON.stringify({ note: 'say \\"[[[[" please' }), 1)).toBe(false);
  });

  it('handles 5,000 levels without recursion', () => {
    expect(jsonNestingExceeds(`{"products":${nested(5000)}}`, 32)).toBe(true);
  });
});

describe('isJsonType', () => {
  it('takes application/json with parameters, in any case, and nothing else', () => {
    expect(isJsonType('application/json')).toBe(true);
    expect(isJsonType('Application/JSON; charset=utf-8')).toBe(true);
    for (const type of [
      undefined,
      '',
      'text/plain',
      'text/plain;charset=UTF-8',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/jsonp',
    ]) {
      expect(isJsonType(type)).toBe(false);
    }
  });
});
