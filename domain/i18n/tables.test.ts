import { describe, expect, it } from 'vitest';
import { formatMessage } from './format.ts';
import { answersByEnglish, translateText } from './tables.ts';
import { MESSAGES } from './messages/index.ts';

describe('the older rules’ English, in other languages', () => {
  const english = MESSAGES['answers-accounts'].en.teamNotOnTeam;

  it('is found by its English, on a page and in an answer alike', () => {
    const table = answersByEnglish('it', ['answers-accounts']);
    const written = table[english];
    expect(written).toBeDefined();
    expect(formatMessage('it', written!, {})).toBe(MESSAGES['answers-accounts'].it.teamNotOnTeam);
    expect(translateText('it', english)).toBe(MESSAGES['answers-accounts'].it.teamNotOnTeam);
  });

  it('carries nothing on an English page, where the rules’ words are already the page’s', () => {
    expect(answersByEnglish('en', ['answers-accounts'])).toEqual({});
  });
});
