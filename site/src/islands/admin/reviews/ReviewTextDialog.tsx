import { useId, useState, type FormEvent } from 'react';
import { AdminDialog } from '../AdminDialog.tsx';
import { closeReviewDialog, type AdminReview } from './reviews-store.ts';
import { tText } from '../../../i18n/t.ts';

interface Props {
  review: AdminReview;
  title: string;
  label: string;
  hint: string;
  initial: string;
  maxLength: number;
  submitLabel: string;
  busyLabel: string;
  /** What an empty text refuses with, when the text is required; an empty reply removes the reply. */
  requiredMessage?: string;
  /** Sends the text; the server's refusal, or null once done (the store then closes the dialog). */
  send(text: string): Promise<string | null>;
}

/** One labelled text about one review (why it is hidden; the shop's reply), with the refusal said beside it. */
export function ReviewTextDialog({ review, title, label, hint, initial, maxLength, submitLabel, busyLabel, requiredMessage, send }: Props) {
  const [text, setText] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const fieldId = useId();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    if (requiredMessage && !text.trim()) {
      setProblem(requiredMessage);
      document.getElementById(fieldId)?.focus();
      return;
    }
    setBusy(true);
    setProblem(null);
    const refusal = await send(text);
    if (refusal) {
      setProblem(refusal);
      setBusy(false);
    }
  };

  return (
    <AdminDialog
      title={title}
      subtitle={`${review.userName}: “${review.review.length > 80 ? `${review.review.slice(0, 80)}…` : review.review}”`}
      initialFocus="textarea"
      onClose={closeReviewDialog}
      onSubmit={(event) => void onSubmit(event)}
      busy={busy}
      submitLabel={submitLabel}
      busyLabel={busyLabel}
    >
      <label htmlFor={fieldId} className="text-sm font-semibold text-ink">
        {label}
      </label>
      <textarea
        id={fieldId}
        rows={4}
        value={text}
        maxLength={maxLength}
        required={Boolean(requiredMessage)}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${fieldId}-hint ${fieldId}-problem` : `${fieldId}-hint`}
        onChange={(event) => setText(event.currentTarget.value)}
        className="block w-full resize-y rounded-lg border border-field bg-white px-3 py-2.5 text-base text-ink aria-invalid:border-chili-700"
      />
      <p id={`${fieldId}-hint`} className="text-sm text-ink-muted">
        {hint}
      </p>
      {problem && (
        <p id={`${fieldId}-problem`} role="alert" className="text-sm font-medium text-chili-700">
          {tText(problem)}
        </p>
      )}
    </AdminDialog>
  );
}
