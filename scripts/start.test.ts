import { describe, expect, it } from 'vitest';
import { optionsEnvironment } from './start.ts';

describe('npm start options', () => {
  it('--empty starts a new shop without the demo menu; nothing else changes the environment', () => {
    expect(optionsEnvironment(['--empty'])).toEqual({ SEED: 'none' });
    expect(optionsEnvironment([])).toEqual({});
    expect(optionsEnvironment(['--port', '4000'])).toEqual({});
  });
});
