import { useStore } from '@nanostores/react';
import { useEffect, useState, type FormEvent } from 'react';
import {
  FOOD_DESCRIPTION_MAX_LENGTH,
  FOOD_FORM_FIELDS,
  FOOD_NAME_MAX_LENGTH,
  FOOD_SKU_MAX_LENGTH,
  FoodInput,
  type FoodFormField,
} from '../../../../domain/food-form.ts';
import { fieldErrors } from '../../../../domain/validation.ts';
import { ALLERGENS, DIETARY_TAGS } from '../../../../domain/allergen-labels.ts';
import type { Allergen, DietaryTag } from '../../../../domain/allergens.ts';
import type { Food } from '../../../../domain/food.ts';
import { $adminFoods, closeFoodEditor, saveFood } from './food-store.ts';
import { $adminCategories, loadAdminCategories } from './categories-store.ts';
import FormField from '../auth/FormField.tsx';
import { useCheckedForm } from '../auth/use-checked-form.ts';
import { AdminDialog } from './AdminDialog.tsx';
import { CheckboxField } from './CheckboxField.tsx';
import { CodeChoiceField } from '../ui/CodeChoiceField.tsx';
import { editableGroups, optionGroupsInput, type EditableGroup } from './option-groups-form.ts';
import { OptionGroupsField } from './OptionGroupsField.tsx';
import { TranslationsField } from './TranslationsField.tsx';
import type { Translations } from '../../../../domain/menu-translations.ts';
import { PictureField } from './PictureField.tsx';
import { CategoryChoice, NEW_CATEGORY } from './CategoryChoice.tsx';
import { amountText, currencySymbol } from '../../../../domain/currency.ts';
import { t, tText } from '../../i18n/t.ts';
import { tElements } from './t-elements.tsx';
import { FoodStockFields, stockFieldId } from './stock/FoodStockFields.tsx';
import { FoodContentFields } from './content/FoodContentFields.tsx';
import { type ContentFormValues, contentFormValues, contentOfForm } from './content/food-content-form.ts';
import {
  foodStockBody,
  STOCK_FORM_FIELDS,
  StockFormFields,
  stockFormValues,
  stockServerErrors,
  type StockFormField,
  wholeStockErrors,
} from './stock/food-stock-form.ts';
import { FoodSaleFields } from './sale/FoodSaleFields.tsx';
import { SALE_FORM_FIELDS, saleBody, type SaleFormField, saleFormValues } from './sale/food-sale-form.ts';

const fieldId = (field: FoodFormField) => `food-${field}`;

/** The messages about the option groups, by their path ('optionGroups.0.options.1.price'). */
const groupMessages = (errors: Record<string, string>) =>
  Object.fromEntries(Object.entries(errors).filter(([path]) => path.startsWith('optionGroups') || path.startsWith('translations')));

/** The messages about how it is sold, by field. */
const saleMessages = (errors: Record<string, string | undefined>): Partial<Record<SaleFormField, string>> =>
  Object.fromEntries(SALE_FORM_FIELDS.flatMap((field) => (errors[field] === undefined ? [] : [[field, errors[field]]])));

function initialValues(food: Food | null): Record<FoodFormField, string> {
  if (!food) return { name: '', category: '', price: '', sku: '', barcode: '', image: '', description: '' };
  return {
    name: food.name,
    category: food.category,
    price: amountText(food.price),
    sku: food.sku ?? '',
    barcode: food.barcode ?? '',
    image: food.image,
    description: food.description,
  };
}

/**
 * The add/edit dialog: add mode when no dish is given, edit mode otherwise. A native
 * modal <dialog>: the page behind is inert, so focus stays inside, and Escape closes it. It is
 * mounted only while open, so closing it (after a save, too) always starts the next one afresh.
 */
export default function FoodFormDialog({ food }: { food: Food | null }) {
  const form = useCheckedForm<FoodFormField>(FoodInput, initialValues(food), { idOf: fieldId });
  const [available, setAvailable] = useState(food?.isAvailable ?? true);
  const [tracksStock, setTracksStock] = useState(food?.stock.tracked ?? false);
  const [content, setContent] = useState(() => contentFormValues(food?.content));
  const [sale, setSale] = useState(() => saleFormValues(food));
  const [saleErrors, setSaleErrors] = useState<Partial<Record<SaleFormField, string>>>({});
  const [contentErrors, setContentErrors] = useState<Partial<Record<keyof ContentFormValues, string>>>({});
  const stockForm = useCheckedForm<StockFormField>(StockFormFields, stockFormValues(food?.stock), { idOf: stockFieldId });
  const [allergens, setAllergens] = useState<Allergen[]>(food?.allergens ?? []);
  const [dietary, setDietary] = useState<DietaryTag[]>(food?.dietary ?? []);
  const [groups, setGroups] = useState<EditableGroup[]>(() => editableGroups(food?.optionGroups));
  const [groupErrors, setGroupErrors] = useState<Record<string, string>>({});
  const [translations, setTranslations] = useState<Translations>(food?.translations ?? {});
  // The category's id, NEW_CATEGORY, or '' before one is chosen; a typo can no longer make a category.
  const [categoryChoice, setCategoryChoice] = useState(food?.categoryId ?? '');
  const [saving, setSaving] = useState(false);
  const { foods } = useStore($adminFoods);
  const { categories } = useStore($adminCategories);
  // Once per opening: the store, read as the dialog opens, says whether the categories were loaded.
  useEffect(() => {
    if ($adminCategories.get().categories.length === 0) void loadAdminCategories();
  }, []);

  /** Every message at once, each at its field (the groups' under theirs); focus on the first marked. */
  const showAll = (messages: Record<string, string>) => {
    setGroupErrors(messages);
    requestAnimationFrame(() => document.querySelector<HTMLElement>('dialog [aria-invalid="true"]')?.focus());
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    const fieldsPass = form.check(FOOD_FORM_FIELDS) === undefined;
    const wholeErrors = tracksStock ? wholeStockErrors(stockForm.values, sale.soldBy) : {};
    const stockPasses = !tracksStock || (stockForm.check(STOCK_FORM_FIELDS) === undefined && Object.keys(wholeErrors).length === 0);
    const pack = contentOfForm(content);
    setContentErrors(pack.ok ? {} : { [pack.field]: tText(pack.message) });
    const categoryId = categoryChoice !== NEW_CATEGORY && categoryChoice !== '' ? categoryChoice : undefined;
    const checked = FoodInput.safeParse({
      ...form.values,
      categoryId,
      isAvailable: available,
      allergens,
      dietary,
      optionGroups: optionGroupsInput(groups),
      translations,
      stock: foodStockBody(tracksStock, stockForm.values, food?.stock) ?? undefined,
      content: pack.ok ? pack.content : undefined,
      ...saleBody(sale, food ?? undefined),
    });
    const messages = checked.success ? {} : fieldErrors(checked.error);
    setSaleErrors(saleMessages(messages));
    if (Object.keys(wholeErrors).length > 0) stockForm.setServerErrors(wholeErrors);
    if (!fieldsPass || !stockPasses || !pack.ok || !checked.success) {
      showAll(groupMessages(messages));
      return;
    }
    setGroupErrors({});
    setSaving(true);
    // On success the store closes the dialog, which unmounts this form.
    const result = await saveFood(checked.data);
    if (!result.ok) {
      setSaving(false);
      form.setServerErrors(result.errors);
      stockForm.setServerErrors(stockServerErrors(result.errors));
      setContentErrors({ amount: result.errors['content.amount'] ?? result.errors.content, unit: result.errors['content.unit'] });
      setSaleErrors(saleMessages(result.errors));
      showAll(groupMessages(result.errors));
    }
  };

  const { error: descriptionError, ...description } = form.bind('description');

  return (
    <AdminDialog
      title={food ? t('admin-foods.editFood') : t('admin-foods.addFood')}
      initialFocus="input"
      onClose={closeFoodEditor}
      onSubmit={(event) => void onSubmit(event)}
      busy={saving}
      submitLabel={t('admin.save')}
      busyLabel={t('admin.saving')}
    >
      <FormField id={fieldId('name')} label={t('admin-foods.name')} autoComplete="off" maxLength={100} {...form.bind('name')} />
      <CategoryChoice
        categories={categories}
        choice={categoryChoice}
        onChoose={(choice, name) => {
          setCategoryChoice(choice);
          form.setValues((values) => ({ ...values, category: name }));
        }}
        field={form.bind('category')}
      />
      {/* Text, not type="number": the owner types the shop's way ("22,5" in it-IT), which the schema reads. */}
      <FormField
        id={fieldId('price')}
        label={
          sale.soldBy === 'weight'
            ? t('admin-foods.priceByWeight', { unit: sale.unit, symbol: currencySymbol() })
            : t('admin-foods.price', { symbol: currencySymbol() })
        }
        inputMode="decimal"
        autoComplete="off"
        maxLength={16}
        {...form.bind('price')}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField
          id={fieldId('sku')}
          label={t('admin-foods.sku')}
          autoComplete="off"
          maxLength={FOOD_SKU_MAX_LENGTH}
          {...form.bind('sku')}
        />
        {/* Text, not type="number": a barcode's leading zeros count, and people type spaces or dashes. */}
        <FormField
          id={fieldId('barcode')}
          label={t('admin-foods.barcode')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={24}
          {...form.bind('barcode')}
        />
      </div>
      <FoodSaleFields
        values={sale}
        onChange={(next) => {
          setSale(next);
          setSaleErrors({});
        }}
        errors={saleErrors}
      />
      <FoodContentFields
        values={content}
        onChange={(next) => {
          setContent(next);
          setContentErrors({});
        }}
        errors={contentErrors}
      />
      <PictureField
        kind="dish"
        id={fieldId('image')}
        label={t('admin-foods.picture')}
        urlLabel={t('admin-foods.imageUrl')}
        field={form.bind('image')}
        onUploaded={(image) => form.setValues((values) => ({ ...values, image }))}
      />
      <div>
        <label htmlFor={fieldId('description')} className="block text-sm font-semibold text-ink">
          {tElements(
            'admin-foods.description',
            {},
            { muted: (children) => <span className="font-normal text-ink-muted">{children}</span> },
          )}
        </label>
        <textarea
          id={fieldId('description')}
          rows={2}
          maxLength={1000}
          aria-invalid={descriptionError ? true : undefined}
          aria-describedby={descriptionError ? `${fieldId('description')}-error` : undefined}
          className="mt-1.5 block w-full rounded-lg border border-field bg-white px-3 py-2.5 text-base text-ink aria-invalid:border-chili-700"
          {...description}
        />
        {descriptionError && (
          <p id={`${fieldId('description')}-error`} className="mt-1.5 text-sm font-medium text-chili-700">
            {descriptionError}
          </p>
        )}
      </div>
      <TranslationsField
        idPrefix="food-translation"
        base={{ name: form.values.name, description: form.values.description }}
        value={translations}
        onChange={setTranslations}
        limits={{ name: FOOD_NAME_MAX_LENGTH, description: FOOD_DESCRIPTION_MAX_LENGTH }}
        errors={groupErrors}
      />
      <CodeChoiceField legend={t('admin-foods.dietary')} choices={DIETARY_TAGS} value={dietary} onChange={setDietary} />
      <CodeChoiceField
        legend={t('admin-foods.allergens')}
        hint={t('admin-foods.allergensHint')}
        choices={ALLERGENS}
        value={allergens}
        onChange={setAllergens}
      />
      <OptionGroupsField groups={groups} onChange={setGroups} foods={foods} dishId={food?.id} errors={groupErrors} />
      <FoodStockFields weighed={sale.soldBy === 'weight'} tracked={tracksStock} onTrackedChange={setTracksStock} form={stockForm} />
      <CheckboxField label={t('admin-foods.available')} checked={available} onChange={setAvailable} />
    </AdminDialog>
  );
}
