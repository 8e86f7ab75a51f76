import { useId, useState, type FormEvent } from 'react';

type Checked<T> = { success: true; data: T } | { success: false; error: { issues: readonly { message: string }[] } };

/**
 * A desk dialog's submit: what was entered is checked first (on a refusal its message is shown
 * and `fieldId` focused, where the answer is typed), then sent once; while it is on its way a
 * second press does nothing. `send` resolves to false when the move failed, so the dialog stays
 * open to try again; on success the desk closes it.
 */
export function useCheckedSubmit<T>(fieldId: string, check: () => Checked<T>, send: (value: T) => Promise<boolean>) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const errorId = useId();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const checked = check();
    if (!checked.success) {
      setError(checked.error.issues[0]!.message);
      document.getElementById(fieldId)?.focus();
      return;
    }
    setBusy(true);
    if (!(await send(checked.data))) setBusy(false);
  };

  return { error, errorId, busy, onSubmit: (event: FormEvent<HTMLFormElement>) => void submit(event) };
}
