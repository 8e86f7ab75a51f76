import type { SearchDocument } from '../../../../domain/search-document.ts';
import { searchTerms } from './search-terms.ts';

/**
 * The menu search's index (./menu-search-index.ts searches it): every word of the dishes, and
 * for each the dishes it is in, with a score. Built in typed arrays, a few large pieces rather
 * than thousands of small ones, so that a catalogue's index leaves the collector little to do
 * while the visitor starts typing.
 */
export interface Postings {
  /** The dishes' words, sorted, so the words a typed start matches sit side by side. */
  terms: string[];
  /** Term `t`'s dishes are `dishes[starts[t]]` up to `dishes[starts[t + 1]]`, each once, with its score. */
  starts: Int32Array;
  dishes: Int32Array;
  scores: Float32Array;
  /** Terms by length, for the slipped letter: a word of n letters is one edit from words of n − 1 to n + 1. */
  byLength: number[][];
}

const SEARCHED_FIELDS = ['name', 'category', 'options', 'description'] as const satisfies readonly (keyof SearchDocument)[];
/** A match in the name weighs most, then the category, the options, the description. */
const BOOST = [4, 2, 1.5, 1] as const;
const BM25 = { k: 1.2, b: 0.7, d: 0.5 } as const;
const FIELD_COUNT = SEARCHED_FIELDS.length;

/** Each term's dishes and scores: BM25+ per field, times the field's boost, summed over the fields. */
export function indexPostings(documents: readonly SearchDocument[]): Postings {
  const words = readWords(documents);
  const { termIds, entries, entryCount, lengths } = words;
  const terms = [...termIds.keys()].sort();
  const rank = new Int32Array(terms.length);
  terms.forEach((term, place) => {
    rank[termIds.get(term)!] = place;
  });
  // The entries by term, in the terms' order; each term's stay in the dishes' order.
  const starts = new Int32Array(terms.length + 1);
  for (let entry = 0; entry < entryCount; entry++) starts[rank[entries[entry * 4]!]! + 1]!++;
  for (let place = 0; place < terms.length; place++) starts[place + 1]! += starts[place]!;
  const byTerm = new Int32Array(entryCount);
  const filled = starts.slice(0, terms.length);
  for (let entry = 0; entry < entryCount; entry++) byTerm[filled[rank[entries[entry * 4]!]!]!++] = entry;

  const averageLengths = Array.from(words.totalLengths, (total) => Math.max(total / Math.max(documents.length, 1), 1));
  const dishes = new Int32Array(entryCount);
  const scores = new Float32Array(entryCount);
  const dishesWithIt = new Int32Array(FIELD_COUNT);
  let written = 0;
  for (let place = 0; place < terms.length; place++) {
    const from = starts[place]!;
    const to = starts[place + 1]!;
    dishesWithIt.fill(0);
    for (let at = from; at < to; at++) dishesWithIt[entries[byTerm[at]! * 4 + 2]!]!++;
    starts[place] = written;
    for (let at = from; at < to; at++) {
      const entry = byTerm[at]! * 4;
      const dish = entries[entry + 1]!;
      const field = entries[entry + 2]!;
      const length = Math.max(lengths[dish * FIELD_COUNT + field]!, 1);
      const weighted =
        BOOST[field as 0 | 1 | 2 | 3] * bm25(entries[entry + 3]!, dishesWithIt[field]!, documents.length, length, averageLengths[field]!);
      // A dish's fields come one after another: their scores add up to the dish's one.
      if (written > starts[place]! && dishes[written - 1] === dish) scores[written - 1]! += weighted;
      else {
        dishes[written] = dish;
        scores[written++] = weighted;
      }
    }
  }
  starts[terms.length] = written;
  const byLength: number[][] = [];
  terms.forEach((term, place) => {
    byLength[term.length] ??= [];
    byLength[term.length]!.push(place);
  });
  return { terms, starts, dishes: dishes.slice(0, written), scores: scores.slice(0, written), byLength };
}

interface Words {
  /** Each word's id, in the order first met. */
  termIds: Map<string, number>;
  /** Per dish and field, each term once: (term id, dish, field, occurrences), four numbers in a row. */
  entries: Int32Array;
  entryCount: number;
  /** Per dish and field, how many different words it has: a word said twice counts once, as in MiniSearch's scores. */
  lengths: Float64Array;
  totalLengths: Float64Array;
}

function readWords(documents: readonly SearchDocument[]): Words {
  const termIds = new Map<string, number>();
  let entries = new Int32Array(4096);
  let entryCount = 0;
  // Per term, the field it was last seen in and its entry there, to count a word again in the same field.
  let seenIn = new Int32Array(1024).fill(-1);
  let seenAt = new Int32Array(1024);
  const lengths = new Float64Array(documents.length * FIELD_COUNT);
  const totalLengths = new Float64Array(FIELD_COUNT);
  documents.forEach((document, dish) => {
    SEARCHED_FIELDS.forEach((fieldName, field) => {
      const slot = dish * FIELD_COUNT + field;
      let different = 0;
      for (const word of searchTerms(document[fieldName])) {
        let id = termIds.get(word);
        if (id === undefined) {
          id = termIds.size;
          termIds.set(word, id);
          if (id >= seenIn.length) {
            seenIn = grown(seenIn, -1);
            seenAt = grown(seenAt, 0);
          }
        }
        if (seenIn[id] === slot) {
          entries[seenAt[id]! * 4 + 3]!++;
          continue;
        }
        if ((entryCount + 1) * 4 > entries.length) entries = grown(entries, 0);
        const at = entryCount * 4;
        entries[at] = id;
        entries[at + 1] = dish;
        entries[at + 2] = field;
        entries[at + 3] = 1;
        seenIn[id] = slot;
        seenAt[id] = entryCount++;
        different++;
      }
      lengths[slot] = different;
      totalLengths[field] = totalLengths[field]! + different;
    });
  });
  return { termIds, entries, entryCount, lengths, totalLengths };
}

function grown(array: Int32Array<ArrayBuffer>, fill: number): Int32Array<ArrayBuffer> {
  const larger = new Int32Array(array.length * 2).fill(fill);
  larger.set(array);
  return larger;
}

/** BM25+: rarer terms and shorter fields weigh more; `d` keeps a match in a long field above none. */
function bm25(occurrences: number, dishesWithIt: number, dishCount: number, fieldLength: number, averageLength: number): number {
  const rarity = Math.log(1 + (dishCount - dishesWithIt + 0.5) / (dishesWithIt + 0.5));
  const { k, b, d } = BM25;
  return rarity * (d + (occurrences * (k + 1)) / (occurrences + k * (1 - b + (b * fieldLength) / averageLength)));
}
