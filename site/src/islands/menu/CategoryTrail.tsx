import { CATEGORY_PATH_SEPARATOR, CATEGORY_TRAIL_CLASSES, categoryTrail } from '../../../../domain/dish-page.ts';
import type { Food } from '../../../../domain/food.ts';
import { localePath, t } from '../../i18n/t.ts';

/** A dish's category path as a breadcrumb, as worker/src/pages/menu-markup.ts serves it (renderCategoryTrail). */
export function CategoryTrail({ food }: { food: Food }) {
  const steps = categoryTrail(food);
  if (steps.length === 0) return null;
  return (
    <nav aria-label={t('menu.categoryPath')}>
      <ol className={CATEGORY_TRAIL_CLASSES.list}>
        {steps.map((step, index) => (
          <li key={step.path} className="inline-flex items-center gap-x-2">
            {index > 0 && (
              <span aria-hidden="true" className={CATEGORY_TRAIL_CLASSES.separator}>
                {CATEGORY_PATH_SEPARATOR.trim()}
              </span>
            )}
            <a href={localePath(step.path)} className={CATEGORY_TRAIL_CLASSES.link}>
              {step.name}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
