/**
 * A fieldset of checkboxes over a fixed list of codes (a dish's allergens, its dietary tags): the
 * owner ticks what holds; the value is the ticked codes in the list's order.
 */
export function CodeChoiceField<Code extends string>({
  legend,
  hint,
  choices,
  value,
  onChange,
}: {
  legend: string;
  hint?: string;
  choices: Readonly<Record<Code, string>>;
  value: readonly Code[];
  onChange: (value: Code[]) => void;
}) {
  const codes = Object.keys(choices) as Code[];
  const toggle = (code: Code, on: boolean) => onChange(codes.filter((candidate) => (candidate === code ? on : value.includes(candidate))));
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-ink">{legend}</legend>
      {hint && <p className="mt-0.5 text-sm text-ink-muted">{hint}</p>}
      <div className="mt-1.5 grid grid-cols-2 gap-x-4 sm:grid-cols-3">
        {codes.map((code) => (
          <label key={code} className="flex min-h-11 items-center gap-2.5 text-ink">
            <input
              type="checkbox"
              checked={value.includes(code)}
              onChange={(event) => toggle(code, event.currentTarget.checked)}
              className="h-5 w-5 shrink-0 rounded border-field accent-brand-600"
            />
            {choices[code]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
