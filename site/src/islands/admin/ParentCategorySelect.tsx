import type { CategoryWithCount } from '../../../../domain/categories.ts';
import { categoryTreeOrder } from '../../../../domain/category-tree.ts';
import { t } from '../../i18n/t.ts';
import { FieldError } from '../ui/FieldError.tsx';
import { SELECT_CLASS } from './CategoryChoice.tsx';

interface Props {
  /** Every category; the main ones other than `editing` are offered. */
  categories: readonly CategoryWithCount[];
  /** The category being edited (null: a new one), which cannot go inside itself. */
  editing: string | null;
  value: string | null;
  onChange(parentId: string | null): void;
  error?: string | undefined;
}

/** The category form's "Inside": none (a main category) or one of the main categories (domain/category-tree.ts). */
export function ParentCategorySelect({ categories, editing, value, onChange, error }: Props) {
  const mains = categoryTreeOrder(categories).filter((category) => category.parentId === null && category.id !== editing);
  return (
    <div>
      <label htmlFor="category-parentId" className="block text-sm font-semibold text-ink">
        {t('admin-categories.inside')}
      </label>
      <select
        id="category-parentId"
        value={value ?? ''}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'category-parentId-error' : undefined}
        onChange={(event) => onChange(event.currentTarget.value || null)}
        className={SELECT_CLASS}
      >
        <option value="">{t('admin-categories.mainCategory')}</option>
        {mains.map((category) => (
          <option key={category.id} value={category.id}>
            {category.name}
          </option>
        ))}
      </select>
      <FieldError id="category-parentId-error" message={error} />
    </div>
  );
}
