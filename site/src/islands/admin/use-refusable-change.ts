import { useState, type FormEvent } from 'react';

/**
 * A confirming dialog's submit: runs `change` once at a time and keeps the server's refusal to
 * say in the dialog. `change` answers the refusal, or null once done (its store then closes the
 * dialog, which unmounts it: nothing is set after that).
 */
export function useRefusableChange(change: () => Promise<string | null>) {
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setRefusal(null);
    const failure = await change();
    if (failure) {
      setRefusal(failure);
      setBusy(false);
    }
  };

  return { busy, refusal, onSubmit: (event: FormEvent<HTMLFormElement>) => void onSubmit(event) };
}
