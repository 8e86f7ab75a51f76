import type { Food } from '../../../../domain/food.ts';
import { searchDocument, type SearchDocument } from '../../../../domain/search-document.ts';
import { indexPostings, type Postings } from './search-postings.ts';
import { oneEditApart, prefixRange, searchTerms } from './search-terms.ts';

/**
 * The menu's search index, built in the browser once a visitor searches. Every word typed must
 * match: the whole word, a word's start, or (for a word of four letters or more) one slipped
 * letter. A match in the name weighs most, then the category, the options, the description;
 * a word's start or a slip weighs less than the word itself. Scores are BM25+, as MiniSearch
 * (which this replaced) gave them.
 *
 * Our own rather than MiniSearch's because of a grocer's 5,000 products (bench/menu-search.ts,
 * 4× CPU): a keystroke that matched thousands of them ('c') took MiniSearch 45–155 ms, as it made
 * objects for every match, against a budget of 16 ms. Here each word's terms are found in a
 * sorted list, their dishes' scores are kept in typed arrays made once, and a keystroke makes
 * little more than its list of ids.
 */

/** What a word's start and a slipped letter weigh against the word itself, MiniSearch's weights. */
const PREFIX_WEIGHT = 0.375;
const FUZZY_WEIGHT = 0.45;
const FUZZY_FROM_LENGTH = 4;

export type MenuSearch = (query: string) => string[];

/** The search over the menu's dishes as they are (a restaurant's whole menu, in memory). */
export function buildMenuIndex(foods: readonly Food[]): MenuSearch {
  return buildSearchIndex(foods.map(searchDocument));
}

/** The search over these documents; it answers dish ids, best match first (ties in the menu's order). */
export function buildSearchIndex(documents: readonly SearchDocument[]): MenuSearch {
  const postings = indexPostings(documents);
  const ids = documents.map((document) => document.id);
  // Made once and cleaned after each search: a keystroke allocates little more than its answer,
  // so the collector has little to do while the visitor types.
  const scratch: Scratch = {
    score: new Float64Array(documents.length),
    wordsMatched: new Uint8Array(documents.length),
    found: new Int32Array(documents.length),
    keys: new Float64Array(documents.length),
  };
  // The same words again ('chicken ' after 'chicken') find the same dishes.
  let last = { words: '', hits: [] as string[] };
  return (query) => {
    const words = searchTerms(query).slice(0, MAX_WORDS);
    if (words.join(' ') !== last.words) last = { words: words.join(' '), hits: search(postings, ids, scratch, words) };
    return last.hits;
  };
}

/** What a search counts in, one slot per dish, zeroed again after each search. */
interface Scratch {
  score: Float64Array;
  /** How many of the words, in order, the dish has matched so far. */
  wordsMatched: Uint8Array;
  /** The dishes the first word matched, the only ones that can match them all. */
  found: Int32Array;
  keys: Float64Array;
}

/** As many words as `wordsMatched` counts; a query is at most 100 characters (SEARCH_MAX_LENGTH). */
const MAX_WORDS = 255;

function search(postings: Postings, ids: readonly string[], scratch: Scratch, words: readonly string[]): string[] {
  const { score, wordsMatched, found, keys } = scratch;
  let foundCount = 0;
  words.forEach((word, place) => {
    for (const { term, weight } of matchingTerms(postings, word)) {
      for (let at = postings.starts[term]!; at < postings.starts[term + 1]!; at++) {
        const dish = postings.dishes[at]!;
        const matched = wordsMatched[dish]!;
        // A dish stays in only while it has matched every word before this one.
        if (matched === place) {
          wordsMatched[dish] = place + 1;
          if (place === 0) found[foundCount++] = dish;
        } else if (matched !== place + 1) continue;
        score[dish] = score[dish]! + weight * postings.scores[at]!;
      }
    }
  });
  let hitCount = 0;
  for (let at = 0; at < foundCount; at++) {
    const dish = found[at]!;
    if (wordsMatched[dish] === words.length) keys[hitCount++] = sortKey(score[dish]!, dish);
    score[dish] = 0;
    wordsMatched[dish] = 0;
  }
  const sorted = keys.subarray(0, hitCount).sort();
  const hits = new Array<string>(hitCount);
  for (let at = 0; at < hitCount; at++) hits[at] = ids[sorted[at]! % DISH_PLACES]!;
  return hits;
}

/** Scores are kept to this precision when sorted: ten thousandths. */
const SCORE_STEPS = 10_000;
const HIGHEST_SCORE_STEP = 2 ** 32;
/** A sort key holds the dish's place in the menu below this (a catalogue of up to a million dishes), its score above. */
const DISH_PLACES = 2 ** 20;

/**
 * A dish's score and place as one number that sorts best score first, ties in the menu's order:
 * the typed array's own sort takes them, where a comparator called in JavaScript for each of a
 * broad search's thousands of hits took longer than the search itself (bench/menu-search.ts).
 */
function sortKey(score: number, dish: number): number {
  const step = Math.min(Math.round(score * SCORE_STEPS), HIGHEST_SCORE_STEP - 1);
  return (HIGHEST_SCORE_STEP - 1 - step) * DISH_PLACES + dish;
}

/** The index's terms a typed word matches, with what each match weighs. */
function matchingTerms({ terms, byLength }: Postings, word: string): { term: number; weight: number }[] {
  const matches: { term: number; weight: number }[] = [];
  const { start, end } = prefixRange(terms, word);
  for (let term = start; term < end; term++) {
    const length = terms[term]!.length;
    const weight = length === word.length ? 1 : (PREFIX_WEIGHT * length) / (length + 0.3 * (length - word.length));
    matches.push({ term, weight });
  }
  if (word.length < FUZZY_FROM_LENGTH) return matches;
  for (let length = word.length - 1; length <= word.length + 1; length++) {
    for (const term of byLength[length] ?? []) {
      const text = terms[term]!;
      // A longer word that starts with the typed one counts once, as a start.
      if (!text.startsWith(word) && oneEditApart(word, text)) matches.push({ term, weight: (FUZZY_WEIGHT * length) / (length + 1) });
    }
  }
  return matches;
}
