import type { Category } from '../../../../domain/categories.ts';
import { categoryPathLabel, categoryTreeOrder } from '../../../../domain/category-tree.ts';
import FormField from '../auth/FormField.tsx';
import { FieldError } from '../ui/FieldError.tsx';
import { t } from '../../i18n/t.ts';

/** The choice that asks for a new category's name, spelled so no category id can take it. */
export const NEW_CATEGORY = ' new';

/** The admin's selects that sit among FormFields, with their invalid look. */
export const SELECT_CLASS =
  'mt-1.5 block w-full rounded-lg border border-field bg-white px-3 py-2.5 text-base text-ink aria-invalid:border-chili-700 aria-invalid:ring-1 aria-invalid:ring-chili-700';

interface Props {
  categories: readonly Pick<Category, 'id' | 'name' | 'parentId' | 'position'>[];
  /** The chosen category's id, NEW_CATEGORY, or '' before a choice. */
  choice: string;
  onChoose(choice: string, name: string): void;
  /** The food form's `category` field (the name), bound as for a FormField. */
  field: {
    value: string;
    error?: string | undefined;
    onChange(event: { currentTarget: { value: string } }): void;
    onBlur(event: { relatedTarget: EventTarget | null }): void;
    name: string;
  };
}

/**
 * A dish's category in the food form: one of the owner's, or "New category…" as a choice of its
 * own with a field for the name (docs/product/menu.md). A name typed by mistake can no longer
 * make a category. Subcategories follow their main category, named by their path ("Fruit & Veg › Fruit"). The form's message about the category sits at the control that decides it.
 */
export function CategoryChoice({ categories, choice, onChoose, field }: Props) {
  const isNew = choice === NEW_CATEGORY;
  const selectError = isNew ? undefined : field.error;
  const byId = new Map(categories.map((category) => [category.id, category]));
  return (
    <>
      <div>
        <label htmlFor="food-category" className="block text-sm font-semibold text-ink">
          {t('admin-foods.category')}
        </label>
        <select
          id="food-category"
          value={choice}
          aria-invalid={selectError ? true : undefined}
          aria-describedby={selectError ? 'food-category-error' : undefined}
          onChange={(event) => {
            const next = event.currentTarget.value;
            onChoose(next, next === NEW_CATEGORY ? '' : (categories.find((category) => category.id === next)?.name ?? ''));
          }}
          className={SELECT_CLASS}
        >
          <option value="">{t('admin-foods.chooseCategory')}</option>
          {categoryTreeOrder(categories).map((category) => (
            <option key={category.id} value={category.id}>
              {categoryPathLabel(category, byId)}
            </option>
          ))}
          <option value={NEW_CATEGORY}>{t('admin-foods.newCategory')}</option>
        </select>
        <FieldError id="food-category-error" message={selectError} />
      </div>
      {isNew && <FormField id="food-newCategory" label={t('admin-foods.newCategoryName')} autoComplete="off" maxLength={50} {...field} />}
    </>
  );
}
