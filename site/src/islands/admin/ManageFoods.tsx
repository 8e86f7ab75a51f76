import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import type { Food } from '../../../../domain/food.ts';
import { formatDollars } from '../../../../domain/money.ts';
import {
  $adminFoods,
  $foodEditor,
  deleteFood,
  loadAdminFoods,
  openAddFood,
  openEditFood,
  setAvailability,
  setOptionAvailability,
} from './food-store.ts';
import { AdminListTable } from './AdminListTable.tsx';
import { CatalogueFile } from './catalogue/CatalogueFile.tsx';
import { $pictureCopies, loadPictureCopies } from './catalogue/picture-copies-store.ts';
import type { PictureCopy } from '../../../../domain/contracts/picture-copies.ts';
import FoodFormDialog from './FoodFormDialog.tsx';
import { editButtonId, FoodSearch } from './FoodSearch.tsx';
import { foodsFound } from './food-search.ts';
import { AddButton, ListPageHead, PictureCell, RowButton, StateBadge } from './ListParts.tsx';
import { RemoveDemoMenu } from './RemoveDemoMenu.tsx';
import StockDialog from './stock/StockDialog.tsx';
import { $stockEditor, openStockEditor } from './stock/stock-store.ts';
import { stockWords } from './stock/stock-words.ts';
import { stockState } from '../../../../domain/stock.ts';
import { t } from '../../i18n/t.ts';
import { tElements } from './t-elements.tsx';

/** The one-tap sold-out switch of a dish or an option: "Sold out", or "Back on sale" once it is. */
function SoldOutSwitch({ name, available, onSwitch }: { name: string; available: boolean; onSwitch: () => void }) {
  return (
    <RowButton
      label={available ? t('admin-foods.markSoldOut', { name }) : t('admin-foods.putBackOnSale', { name })}
      tone="plain"
      onClick={onSwitch}
    >
      {available ? t('admin-foods.soldOut') : t('admin-foods.backOnSale')}
    </RowButton>
  );
}

const STOCK_TONE = { in: 'text-ink', low: 'text-amber-900', out: 'text-chili-700', untracked: '' } as const;

/** A tracked product's stock in words, and its "Adjust stock" button; nothing for an untracked one. */
function StockControls({ food }: { food: Food }) {
  const words = stockWords(food.stock, food.unit);
  if (words === null) return null;
  return (
    <>
      <span className={`text-sm font-semibold whitespace-nowrap ${STOCK_TONE[stockState(food.stock)]}`}>{words}</span>
      <RowButton label={t('admin-foods.adjustStockLabel', { name: food.name })} tone="plain" onClick={() => openStockEditor(food)}>
        {t('admin-foods.adjustStock')}
      </RowButton>
    </>
  );
}

/** Under a product's name while its picture from another site is copied into the shop, or once that failed. */
function PictureCopyNote({ copy }: { copy: PictureCopy | undefined }) {
  if (!copy) return null;
  if (copy.state === 'waiting') return <span className="block text-xs font-normal text-ink-muted">{t('admin-foods.copyingPicture')}</span>;
  return (
    <span className="block text-xs font-normal text-chili-700">{t('admin-foods.pictureNotCopied', { reason: copy.reason ?? '' })}</span>
  );
}

function FoodRow({ food, copy }: { food: Food; copy: PictureCopy | undefined }) {
  return (
    <tr className="border-t border-brand-100 align-middle">
      <PictureCell src={food.image} />
      <th scope="row" className="px-4 py-3 text-start font-semibold text-ink">
        {food.name}
        {food.sku !== null && (
          <span className="block text-xs font-normal text-ink-muted">{t('admin-foods.skuOfFood', { sku: food.sku })}</span>
        )}
        <PictureCopyNote copy={copy} />
        <OptionSwitches food={food} />
      </th>
      <td className="px-4 py-3 text-ink-muted">{food.category}</td>
      <td className="px-4 py-3 font-semibold whitespace-nowrap text-ink tabular-nums">
        {food.soldBy === 'weight'
          ? t('admin-foods.pricePerUnit', { price: formatDollars(food.price), unit: food.unit ?? 'kg' })
          : formatDollars(food.price)}
      </td>
      <td className="px-4 py-3">
        <StateBadge tone={food.isAvailable ? 'good' : 'off'}>
          {food.isAvailable ? t('admin-foods.available') : t('admin-foods.unavailable')}
        </StateBadge>
      </td>
      <td className="px-4 py-3">
        <div className="flex items-center gap-2">
          <StockControls food={food} />
          <SoldOutSwitch name={food.name} available={food.isAvailable} onSwitch={() => void setAvailability(food, !food.isAvailable)} />
          <RowButton
            id={editButtonId(food)}
            label={t('admin-foods.editLabel', { name: food.name })}
            tone="brand"
            onClick={() => openEditFood(food)}
          >
            {t('admin.edit')}
          </RowButton>
          <RowButton label={t('admin-foods.deleteLabel', { name: food.name })} tone="danger" onClick={() => void deleteFood(food)}>
            {t('admin.delete')}
          </RowButton>
        </div>
      </td>
    </tr>
  );
}

/** Under a dish's name: its options, each with the same one-tap sold-out switch as the dish. */
function OptionSwitches({ food }: { food: Food }) {
  const groups = food.optionGroups ?? [];
  if (groups.length === 0) return null;
  const count = groups.reduce((sum, group) => sum + group.options.length, 0);
  const soldOut = groups.reduce((sum, group) => sum + group.options.filter((option) => !option.isAvailable).length, 0);
  return (
    <details className="mt-1 text-sm font-normal">
      <summary className="inline-flex min-h-10 cursor-pointer items-center text-brand-700">
        {tElements(
          'admin-foods.optionsSummary',
          { count, soldOut, dish: food.name },
          { sr: (children) => <span className="sr-only">{children}</span> },
        )}
      </summary>
      {groups.map((group) => (
        <ul
          key={group.id}
          aria-label={t('admin-foods.optionGroupOfDish', { group: group.name, dish: food.name })}
          className="mt-1 flex flex-col gap-1"
        >
          {group.options.map((option) => (
            <li key={option.id} className="flex items-center justify-between gap-3">
              <span className={option.isAvailable ? 'text-ink' : 'text-ink-muted line-through'}>
                {group.name}: {option.name}
              </span>
              <SoldOutSwitch
                name={option.name}
                available={option.isAvailable}
                onSwitch={() => void setOptionAvailability(option, !option.isAvailable)}
              />
            </li>
          ))}
        </ul>
      ))}
    </details>
  );
}

/**
 * Manage Foods: every dish in a table, found by name, SKU or barcode, with add, edit and delete;
 * the catalogue as a file; and the demo menu removed in one step.
 */
export function ManageFoods() {
  const state = useStore($adminFoods);
  const editor = useStore($foodEditor);
  const stockEditor = useStore($stockEditor);
  const copies = useStore($pictureCopies);
  const [search, setSearch] = useState('');

  useEffect(() => {
    void loadAdminFoods();
    void loadPictureCopies();
  }, []);

  const { foods } = state;
  const shown = foodsFound(foods, search);
  return (
    <>
      <ListPageHead title={t('admin.screenFoods')} action={<AddButton onClick={openAddFood}>{t('admin-foods.addFood')}</AddButton>} />
      <FoodSearch foods={foods} search={search} found={shown.length} onSearch={setSearch} />
      <AdminListTable
        load={state}
        onRetry={() => void loadAdminFoods()}
        caption={t('admin-foods.caption')}
        columns={[
          t('admin-foods.columnImage'),
          t('admin-foods.columnName'),
          t('admin-foods.columnCategory'),
          t('admin-foods.columnPrice'),
          t('admin-foods.columnStatus'),
          t('admin-foods.columnActions'),
        ]}
        rows={shown.map((food) => <FoodRow key={food.id} food={food} copy={copies.get(food.id)} />)}
        emptyText={search.trim() === '' ? t('admin-foods.empty') : t('admin-foods.searchEmpty', { query: search.trim() })}
        minWidthClass="min-w-[52rem]"
      />
      {editor.open && <FoodFormDialog key={editor.food?.id ?? 'new'} food={editor.food} />}
      {stockEditor.open && <StockDialog key={stockEditor.food.id} food={stockEditor.food} />}
      <CatalogueFile />
      <RemoveDemoMenu />
    </>
  );
}
