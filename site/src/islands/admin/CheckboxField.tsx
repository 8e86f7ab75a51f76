/** A labelled on/off switch in an admin form, such as a dish's 'Available' or a coupon's 'Active'. */
export function CheckboxField({ label, checked, onChange }: { label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <label className="flex min-h-11 items-center gap-3 font-semibold text-ink">
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.currentTarget.checked)}
        className="h-5 w-5 rounded border-stone-400 accent-brand-600"
      />
      {label}
    </label>
  );
}
