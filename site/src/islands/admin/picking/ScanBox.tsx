import { useId, useRef, useState, type FormEvent } from 'react';
import { t } from '../../../i18n/t.ts';

export interface ScanNews {
  text: string;
  tone: 'done' | 'asks' | 'problem';
}

const TONES: Record<ScanNews['tone'], string> = {
  done: 'text-green-800',
  asks: 'text-brand-800',
  problem: 'text-chili-700',
};

/**
 * Where a barcode scanner types (a scanner is a keyboard: the digits, then Enter), or a person
 * types a code. The box keeps the focus between scans; what a scan did is said beneath it, in a
 * region announced as it changes.
 */
export function ScanBox({ news, onScan }: { news: ScanNews | null; onScan: (code: string) => void }) {
  const [code, setCode] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const ids = { input: useId(), hint: useId() };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = code.trim();
    if (!typed) return;
    setCode('');
    onScan(typed);
  };
  return (
    <form onSubmit={submit} className="rounded-2xl bg-white p-3 shadow-sm ring-1 ring-brand-100">
      <label htmlFor={ids.input} className="font-bold text-ink">
        {t('admin-picking.scanLabel')}
      </label>
      <p id={ids.hint} className="text-sm text-ink-muted">
        {t('admin-picking.scanHint')}
      </p>
      <div className="mt-2 flex gap-2">
        <input
          ref={input}
          id={ids.input}
          inputMode="numeric"
          autoComplete="off"
          enterKeyHint="search"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          aria-describedby={ids.hint}
          className="min-h-12 min-w-0 flex-1 rounded-xl border border-field bg-white px-3 text-lg text-ink focus:border-brand-600"
        />
        <button
          type="submit"
          className="inline-flex min-h-12 items-center rounded-xl bg-brand-600 px-4 font-bold text-white hover:bg-brand-700"
        >
          {t('admin-picking.scanButton')}
        </button>
      </div>
      <p role="status" className={`mt-2 min-h-6 font-semibold ${news ? TONES[news.tone] : ''}`}>
        {news?.text ?? ''}
      </p>
    </form>
  );
}
