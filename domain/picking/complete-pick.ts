import { checkDecisions, type PickProblem } from './check-decisions.ts';
import type { CatalogueProduct, OrderedLine } from './order-lines.ts';
import { type CheckedPick, type KeptDecision, withDecisions } from './pick-decision.ts';
import { PICK_PROBLEM_MESSAGES } from './picking-messages.ts';
import { approvalStatus, isApproved, minutesLeft } from './replacement-approval.ts';

/**
 * Whether a pick can be completed (POST /api/orders/{id}/pick/complete): every line decided, no
 * replacement still waiting for the customer's answer (./replacement-approval.ts), and every
 * decision still good against the catalogue as it is now (a replacement taken off sale since it
 * was recorded is refused then). A replacement the customer declined, or did not answer in time,
 * makes its line missing: nothing is sent that they did not agree to. The picks come one per
 * line, in the order's order, at `now`.
 */
export type CompletedPick =
  | { ok: true; picks: CheckedPick[] }
  | { ok: false; reason: 'open'; open: number[]; message: string }
  | { ok: false; reason: 'approval_waiting'; waiting: { index: number; minutesLeft: number }[]; message: string }
  | { ok: false; reason: 'invalid'; problems: PickProblem[] };

export function completePick(
  lines: readonly OrderedLine[],
  decisions: readonly KeptDecision[],
  products: ReadonlyMap<string, CatalogueProduct>,
  now: number,
): CompletedPick {
  const latest = withDecisions([], decisions);
  const decided = new Set(latest.map((decision) => decision.index));
  const open = lines.filter((line) => !decided.has(line.position));
  const nameOf = (index: number) => lines.find((line) => line.position === index)?.name ?? String(index);
  if (open.length > 0)
    return {
      ok: false,
      reason: 'open',
      open: open.map((line) => line.position),
      message: PICK_PROBLEM_MESSAGES.linesOpen(open.map((line) => line.name).join(', '), open.length),
    };
  const waiting = latest.flatMap((decision) =>
    decision.status === 'replaced' && decision.wait && approvalStatus(decision.wait, now) === 'waiting'
      ? [{ index: decision.index, minutesLeft: minutesLeft(decision.wait.until, now) }]
      : [],
  );
  if (waiting.length > 0)
    return {
      ok: false,
      reason: 'approval_waiting',
      waiting,
      message: PICK_PROBLEM_MESSAGES.approvalWaiting(
        waiting.map((each) => nameOf(each.index)).join(', '),
        waiting.length,
        Math.max(...waiting.map((each) => each.minutesLeft)),
      ),
    };
  const unapproved = new Map(
    latest
      .filter((decision) => decision.status === 'replaced' && !isApproved(decision.wait ?? null, now))
      .map((each) => [each.index, each]),
  );
  const sent = latest.map((decision) =>
    unapproved.has(decision.index) ? { index: decision.index, status: 'missing' as const } : decision,
  );
  const checked = checkDecisions(lines, sent, products);
  if (!checked.ok) return { ok: false, reason: 'invalid', problems: checked.problems };
  const picks = checked.picks.map((pick): CheckedPick => {
    const refused = unapproved.get(pick.line.position);
    if (!refused?.wait || pick.status !== 'missing') return pick;
    const offered = refused.offered ?? {
      name: products.get(refused.productId ?? '')?.name ?? refused.productId ?? '',
      quantity: refused.quantity ?? pick.line.quantity,
      unit: null,
    };
    return { ...pick, unapproved: { answer: refused.wait.answer === 'declined' ? 'declined' : 'expired', offered } };
  });
  return { ok: true, picks: picks.sort((a, b) => a.line.position - b.line.position) };
}
