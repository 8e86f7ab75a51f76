import { checkDecisions, type PickProblem } from './check-decisions.ts';
import type { CatalogueProduct, OrderedLine } from './order-lines.ts';
import { type CheckedPick, type PickDecision, withDecisions } from './pick-decision.ts';
import { PICK_PROBLEM_MESSAGES } from './picking-messages.ts';

/**
 * Whether a pick can be completed (POST /api/orders/{id}/pick/complete): every line decided, and
 * every decision still good against the catalogue as it is now (a replacement taken off sale
 * since it was recorded is refused then). The picks come one per line, in the order's order.
 */
export type CompletedPick =
  | { ok: true; picks: CheckedPick[] }
  | { ok: false; reason: 'open'; open: number[]; message: string }
  | { ok: false; reason: 'invalid'; problems: PickProblem[] };

export function completePick(
  lines: readonly OrderedLine[],
  decisions: readonly PickDecision[],
  products: ReadonlyMap<string, CatalogueProduct>,
): CompletedPick {
  const latest = withDecisions([], decisions);
  const decided = new Set(latest.map((decision) => decision.index));
  const open = lines.filter((line) => !decided.has(line.position));
  if (open.length > 0)
    return {
      ok: false,
      reason: 'open',
      open: open.map((line) => line.position),
      message: PICK_PROBLEM_MESSAGES.linesOpen(open.map((line) => line.name).join(', '), open.length),
    };
  const checked = checkDecisions(lines, latest, products);
  if (!checked.ok) return { ok: false, reason: 'invalid', problems: checked.problems };
  return { ok: true, picks: [...checked.picks].sort((a, b) => a.line.position - b.line.position) };
}
