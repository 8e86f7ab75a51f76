import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FOOD_FORM_FIELDS, FoodInput, type FoodFormField } from '../../../../domain/food-form.ts';
import type { Food } from '../../../../domain/food.ts';
import { closeFoodEditor, saveFood } from './food-store.ts';
import FormField from '../auth/FormField.tsx';
import { useCheckedForm } from '../auth/use-checked-form.ts';
import { keepTabInside } from './focus-trap.ts';

const HEADING_ID = 'food-dialog-heading';
const fieldId = (field: FoodFormField) => `food-${field}`;

function initialValues(food: Food | null): Record<FoodFormField, string> {
  if (!food) return { name: '', category: '', price: '', image: '', description: '' };
  return { name: food.name, category: food.category, price: food.price.toFixed(2), image: food.image, description: food.description };
}

/**
 * The add/edit dialog (spec §2, §5): add mode when no dish is given, edit mode otherwise. A native
 * modal <dialog>: the page behind is inert, so focus stays inside, and Escape closes it. It is
 * mounted only while open, so closing it (after a save, too) always starts the next one afresh.
 */
export default function FoodFormDialog({ food }: { food: Food | null }) {
  const form = useCheckedForm<FoodFormField>(FoodInput, initialValues(food));
  const [available, setAvailable] = useState(food?.isAvailable ?? true);
  const [saving, setSaving] = useState(false);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const title = food ? 'Edit Food' : 'Add Food';

  useEffect(() => {
    const dialog = dialogRef.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog?.showModal();
    dialog?.querySelector<HTMLElement>('input')?.focus();
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    const invalid = form.check(FOOD_FORM_FIELDS);
    if (invalid) {
      document.getElementById(fieldId(invalid))?.focus();
      return;
    }
    setSaving(true);
    // On success the store closes the dialog, which unmounts this form.
    if (!(await saveFood(FoodInput.parse({ ...form.values, isAvailable: available })))) setSaving(false);
  };

  const { error: descriptionError, ...description } = form.bind('description');

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={HEADING_ID}
      onClose={closeFoodEditor}
      onKeyDown={keepTabInside}
      className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-2xl bg-white p-0 text-ink shadow-2xl backdrop:bg-black/50"
    >
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="relative flex flex-col gap-3 p-6 sm:p-7">
        <button
          type="button"
          aria-label="Close"
          onClick={closeFoodEditor}
          className="absolute top-3 right-3 inline-flex h-11 w-11 items-center justify-center rounded-full text-ink-muted hover:bg-stone-100 hover:text-ink"
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round">
            <path d="M6 6l12 12M18 6 6 18" />
          </svg>
        </button>
        <h2 id={HEADING_ID} className="text-2xl font-extrabold tracking-tight text-brand-900">
          {title}
        </h2>
        <FormField id={fieldId('name')} label="Name" autoComplete="off" maxLength={100} {...form.bind('name')} />
        <FormField id={fieldId('category')} label="Category" autoComplete="off" maxLength={50} {...form.bind('category')} />
        <FormField id={fieldId('price')} label="Price" type="number" inputMode="decimal" min={0} step={0.01} {...form.bind('price')} />
        <FormField id={fieldId('image')} label="Image URL" autoComplete="off" placeholder="/images/dishes/… or https://…" {...form.bind('image')} />
        <div>
          <label htmlFor={fieldId('description')} className="block text-sm font-semibold text-ink">
            Description <span className="font-normal text-ink-muted">(optional)</span>
          </label>
          <textarea
            id={fieldId('description')}
            rows={2}
            maxLength={1000}
            aria-invalid={descriptionError ? true : undefined}
            aria-describedby={descriptionError ? `${fieldId('description')}-error` : undefined}
            className="mt-1.5 block w-full rounded-lg border border-stone-400 bg-white px-3 py-2.5 text-base text-ink aria-invalid:border-chili-700"
            {...description}
          />
          {descriptionError && (
            <p id={`${fieldId('description')}-error`} className="mt-1.5 text-sm font-medium text-chili-700">
              {descriptionError}
            </p>
          )}
        </div>
        <label className="flex min-h-11 items-center gap-3 font-semibold text-ink">
          <input
            type="checkbox"
            checked={available}
            onChange={(event) => setAvailable(event.currentTarget.checked)}
            className="h-5 w-5 rounded border-stone-400 accent-brand-600"
          />
          Available
        </label>
        <div className="mt-2 flex justify-end gap-3">
          <button type="button" onClick={closeFoodEditor} className="inline-flex min-h-11 items-center rounded-full px-5 font-semibold text-ink ring-1 ring-stone-300 hover:bg-stone-100">
            Cancel
          </button>
          <button
            type="submit"
            disabled={saving}
            className="inline-flex min-h-11 items-center rounded-full bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
          >
            {saving ? 'Saving...' : 'Save'}
          </button>
        </div>
      </form>
    </dialog>
  );
}
