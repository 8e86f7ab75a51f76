import { type FormEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { ChangeOrderBody } from '../../../../../domain/contracts/order-change.ts';
import type { Order } from '../../../../../domain/order.ts';
import { orderReference } from '../../../../../domain/order-status.ts';
import { t, tText } from '../../../i18n/t.ts';
import { Spinner } from '../../menu/Spinner.tsx';
import { AdminDialog } from '../AdminDialog.tsx';
import { LoadFailed } from '../LoadFailed.tsx';
import { useNewOrderSetup } from '../new-order/new-order-setup.ts';
import { ChangeFields } from './ChangeFields.tsx';
import { type ChangeDraft, changeBody, draftOfOrder, substitutionsOf } from './change-draft.ts';
import { type ChangeSaved, saveOrderChange } from './save-order-change.ts';

type Saving = { status: 'idle' } | { status: 'saving' } | { status: 'refused'; message: string; fields: Record<string, string> };

/**
 * Change order (docs/product/counter-orders.md, "Changing a placed order"): the order's lines with
 * steppers and Remove, dishes added as the New order screen adds them, the time and the address,
 * the notes and the reason; the new total beside the old and what happens to the money, before
 * it is saved. The location's menu and hand-over rules load as it opens.
 */
export default function ChangeOrderDialog({
  order,
  onClose,
  onSaved,
}: {
  order: Order;
  onClose: () => void;
  onSaved: (saved: ChangeSaved) => void;
}) {
  const [setupState, retry] = useNewOrderSetup(order.locationId);
  const setup = setupState.status === 'ready' ? setupState.setup : null;
  const original = useMemo(() => (setup ? draftOfOrder(order, setup.foods) : null), [order, setup]);
  const substitutions = useMemo(() => substitutionsOf(order), [order]);
  const [edits, setEdits] = useState<ChangeDraft | null>(null);
  const [handOverTouched, setHandOverTouched] = useState(false);
  const [saving, setSaving] = useState<Saving>({ status: 'idle' });
  const draft = edits ?? original;
  const dishBox = useRef<HTMLInputElement>(null);
  const ids = { notes: useId(), lines: useId(), handOver: useId(), general: useId() };
  const reference = orderReference(order._id);

  // The menu is in: the dish box takes the focus, for a dish is what a change adds most.
  const ready = setup !== null;
  useEffect(() => {
    if (ready) dishBox.current?.focus();
  }, [ready]);

  const change = (next: Partial<ChangeDraft>) => {
    setEdits((current) => ({ ...(current ?? (original as ChangeDraft)), ...next }));
    if (saving.status === 'refused') setSaving({ status: 'idle' });
  };
  const refused = saving.status === 'refused' ? saving : null;
  // Refused, the focus goes to the first field said to be wrong, else to what was said.
  useEffect(() => {
    if (!refused) return;
    const wrong = document.querySelector<HTMLElement>('dialog [aria-invalid="true"]') ?? document.getElementById(ids.general);
    wrong?.focus();
  }, [refused, ids.general]);
  const fieldProblem = (prefix: string) =>
    refused ? Object.entries(refused.fields).find(([field]) => field === prefix || field.startsWith(`${prefix}.`))?.[1] : undefined;

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!draft || !original || saving.status === 'saving') return;
    // The server's own rule for the reason, said at once.
    const reason = ChangeOrderBody.shape.reason.safeParse(draft.reason);
    const body = changeBody(original, draft, substitutions, handOverTouched);
    const nothing = !('products' in body) && !('fulfilment' in body) && !('notes' in body);
    const fields: Record<string, string> = {
      ...(reason.success ? {} : { reason: tText(reason.error.issues[0]?.message ?? '') }),
      ...(draft.lines.length === 0 ? { products: t('admin-order-change.noLines') } : {}),
    };
    if (Object.keys(fields).length > 0 || nothing) {
      setSaving({ status: 'refused', message: nothing ? t('admin-order-change.nothingChanged') : '', fields });
      return;
    }
    setSaving({ status: 'saving' });
    const outcome = await saveOrderChange(order, body);
    if (outcome.ok) onSaved(outcome);
    else setSaving({ status: 'refused', message: outcome.message, fields: outcome.fields });
  };

  return (
    <AdminDialog
      wide
      title={t('admin-order-change.title', { reference })}
      subtitle={t('admin-order-change.subtitle', { name: order.customerName })}
      initialFocus="[role=combobox]"
      onClose={onClose}
      onSubmit={(event) => void save(event)}
      busy={!draft || saving.status === 'saving'}
      submitLabel={t('admin-order-change.save')}
      busyLabel={draft ? t('admin-order-change.saving') : t('admin-order-change.save')}
    >
      {setupState.status === 'loading' && <Spinner />}
      {setupState.status === 'error' && <LoadFailed message={setupState.message} onRetry={retry} />}
      {setup && draft && (
        <ChangeFields
          order={order}
          setup={setup}
          draft={draft}
          dishBox={dishBox}
          ids={ids}
          onChange={change}
          onHandOverTouched={() => setHandOverTouched(true)}
          fieldProblem={fieldProblem}
        />
      )}
      {refused && (refused.message || Object.keys(refused.fields).length > 0) && (
        <p id={ids.general} role="alert" tabIndex={-1} className="font-semibold text-chili-700">
          {refused.message || t('admin-order-change.failed')}
        </p>
      )}
    </AdminDialog>
  );
}
