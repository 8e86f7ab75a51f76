import { ALLERGEN_ICON, DISH_LABEL_CLASSES, dishLabels } from '../../../../domain/dish-labels.ts';
import type { Food } from '../../../../domain/food.ts';
import { pageLanguage, t } from '../../i18n/t.ts';

/** A dish's dietary badges and its allergens' line (the server writes the same: pages/menu-markup.ts). */
export function DishLabelList({ food }: { food: Pick<Food, 'allergens' | 'dietary'> }) {
  const { tags, contains } = dishLabels(food, t, pageLanguage());
  return (
    <>
      {tags.length > 0 && (
        <ul aria-label={t('menu.dietList')} className={DISH_LABEL_CLASSES.tags}>
          {tags.map((tag) => (
            <li key={tag.code} className={DISH_LABEL_CLASSES.tag}>
              <LabelIcon path={tag.icon} />
              {tag.label}
            </li>
          ))}
        </ul>
      )}
      {contains && (
        <p className={DISH_LABEL_CLASSES.contains}>
          <LabelIcon path={ALLERGEN_ICON} />
          {contains}
        </p>
      )}
    </>
  );
}

function LabelIcon({ path }: { path: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={DISH_LABEL_CLASSES.icon}>
      <path d={path} />
    </svg>
  );
}
