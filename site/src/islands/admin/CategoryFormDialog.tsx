import { useStore } from '@nanostores/react';
import { useState, type FormEvent } from 'react';
import type { CategoryWithCount } from '../../../../domain/categories.ts';
import {
  CATEGORY_DESCRIPTION_MAX_LENGTH,
  CATEGORY_FORM_FIELDS,
  CATEGORY_NAME_MAX_LENGTH,
  CategoryInput,
  type CategoryFormField,
} from '../../../../domain/category-form.ts';
import { localeNumberText } from '../../../../domain/locale-number.ts';
import { displayCurrency } from '../../../../domain/money.ts';
import FormField from '../auth/FormField.tsx';
import { useCheckedForm } from '../auth/use-checked-form.ts';
import { AdminDialog } from './AdminDialog.tsx';
import { CheckboxField } from './CheckboxField.tsx';
import { PictureField } from './PictureField.tsx';
import { $adminCategories, closeCategoryDialog, saveCategory } from './categories-store.ts';
import { ParentCategorySelect } from './ParentCategorySelect.tsx';
import { TranslationsField } from './TranslationsField.tsx';
import type { Translations } from '../../../../domain/menu-translations.ts';
import { t } from '../../i18n/t.ts';

const fieldId = (field: CategoryFormField) => `category-${field}`;

/** Add a category (none given) or edit one: name, description, picture, tax rate, where it sits, hidden. Mounted only while open. */
export default function CategoryFormDialog({ category }: { category: CategoryWithCount | null }) {
  const form = useCheckedForm<CategoryFormField>(
    CategoryInput,
    {
      name: category?.name ?? '',
      description: category?.description ?? '',
      image: category?.image ?? '',
      taxRate: localeNumberText(category?.taxRate ?? 0, displayCurrency().locale),
    },
    { idOf: fieldId },
  );
  const [hidden, setHidden] = useState(category?.isHidden ?? false);
  const [parentId, setParentId] = useState<string | null>(category?.parentId ?? null);
  const [parentError, setParentError] = useState<string | undefined>(undefined);
  const { categories } = useStore($adminCategories);
  const [translations, setTranslations] = useState<Translations>(category?.translations ?? {});
  const [translationErrors, setTranslationErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving || !form.checkAndFocus(CATEGORY_FORM_FIELDS)) return;
    setSaving(true);
    // On success the store closes the dialog, which unmounts this form.
    const result = await saveCategory(CategoryInput.parse({ ...form.values, isHidden: hidden, parentId, translations }), category);
    if (!result.ok) {
      setSaving(false);
      // The server's word on a field (a name already taken, say) is said at that field.
      form.setServerErrors(result.errors);
      setTranslationErrors(result.errors);
      setParentError(result.errors.parentId);
    }
  };

  return (
    <AdminDialog
      title={category ? t('admin-categories.editTitle', { name: category.name }) : t('admin-categories.add')}
      initialFocus="input"
      onClose={closeCategoryDialog}
      onSubmit={(event) => void onSubmit(event)}
      busy={saving}
      submitLabel={t('admin.save')}
      busyLabel={t('admin.saving')}
    >
      <FormField id={fieldId('name')} label={t('admin-categories.name')} autoComplete="off" maxLength={50} {...form.bind('name')} />
      <FormField
        id={fieldId('description')}
        label={t('admin-categories.description')}
        autoComplete="off"
        maxLength={300}
        {...form.bind('description')}
      />
      <PictureField
        kind="category"
        id={fieldId('image')}
        label={t('admin-categories.picture')}
        urlLabel={t('admin-categories.pictureUrl')}
        field={form.bind('image')}
        onUploaded={(image) => form.setValues((values) => ({ ...values, image }))}
      />
      <FormField
        id={fieldId('taxRate')}
        label={t('admin-categories.taxRate')}
        inputMode="decimal"
        autoComplete="off"
        maxLength={7}
        {...form.bind('taxRate')}
      />
      <ParentCategorySelect
        categories={categories}
        editing={category?.id ?? null}
        value={parentId}
        onChange={(next) => {
          setParentId(next);
          setParentError(undefined);
        }}
        error={parentError}
      />
      <TranslationsField
        idPrefix="category-translation"
        base={{ name: form.values.name, description: form.values.description }}
        value={translations}
        onChange={setTranslations}
        limits={{ name: CATEGORY_NAME_MAX_LENGTH, description: CATEGORY_DESCRIPTION_MAX_LENGTH }}
        errors={translationErrors}
      />
      <CheckboxField label={t('admin-categories.hiddenField')} checked={hidden} onChange={setHidden} />
    </AdminDialog>
  );
}
