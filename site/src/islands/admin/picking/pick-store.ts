import { useCallback, useEffect, useState } from 'react';
import type { PickSheet } from '../../../../../domain/contracts/pick-sheet.ts';
import type { PickBody } from '../../../../../domain/contracts/picking.ts';
import { ApiError, callApi, failureMessage } from '../../../lib/api.ts';
import { t } from '../../../i18n/t.ts';

/** One line's decision as POST /api/orders/{id}/pick takes it. */
export type PickLineDecision = PickBody['lines'][number];

export type SheetState = { status: 'loading' } | { status: 'ready'; sheet: PickSheet } | { status: 'error'; message: string };

/** What a save or the completion came to: null when it went through, else the server's message. */
export type SaveResult = { ok: true; message: string } | { ok: false; message: string; errors?: Record<string, string> | undefined };

/**
 * The Picking screen's order: the pick sheet (GET /api/orders/{id}/pick), and the two moves that
 * change it. Each save answers the order as it now stands, which replaces the sheet's; the lines'
 * products and suggestions stay as read.
 */
export function usePickSheet(orderId: string) {
  const [state, setState] = useState<SheetState>({ status: 'loading' });

  // Quietly: the screen keeps what it shows until the new sheet is in (stock after a completion).
  const load = useCallback(
    async (quietly = false) => {
      if (!quietly) setState({ status: 'loading' });
      try {
        const { data } = await callApi('GET', '/api/orders/:id/pick', { param: { id: orderId } });
        setState({ status: 'ready', sheet: data });
      } catch (error) {
        setState({ status: 'error', message: failureMessage(error, t('admin-picking.loadFailed')) });
      }
    },
    [orderId],
  );

  useEffect(() => {
    void load();
  }, [load]);

  const withOrder = (order: PickSheet['order']) =>
    setState((current) => (current.status === 'ready' ? { status: 'ready', sheet: { ...current.sheet, order } } : current));

  const save = async (lines: PickLineDecision[]): Promise<SaveResult> => {
    try {
      const answer = await callApi('POST', '/api/orders/:id/pick', { param: { id: orderId }, json: { lines } });
      withOrder(answer.data);
      return { ok: true, message: answer.message };
    } catch (error) {
      return refusal(error);
    }
  };

  const complete = async (): Promise<SaveResult> => {
    try {
      const answer = await callApi('POST', '/api/orders/:id/pick/complete', { param: { id: orderId } });
      withOrder(answer.data);
      // The stock moved with the completion: the sheet says what is left now.
      void load(true);
      return { ok: true, message: answer.message };
    } catch (error) {
      return refusal(error);
    }
  };

  return { state, reload: load, refresh: () => load(true), save, complete };
}

function refusal(error: unknown): SaveResult {
  const errors = error instanceof ApiError ? error.body?.errors : undefined;
  return { ok: false, message: failureMessage(error, t('admin-picking.loadFailed')), errors };
}
