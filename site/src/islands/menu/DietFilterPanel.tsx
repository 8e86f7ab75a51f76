import { useStore } from '@nanostores/react';
import { ALLERGEN_MESSAGES, DIETARY_MESSAGES } from '../../../../domain/allergens.ts';
import type { MessageKey } from '../../i18n/t.ts';
import { t } from '../../i18n/t.ts';
import { $dietFilter, setDietFilter } from '../../stores/menu-view.ts';
import { CodeChoiceField } from '../ui/CodeChoiceField.tsx';

/**
 * The diet and allergy choices, loaded only when the visitor opens them: dishes with every ticked
 * tag, and without every ticked allergen. Each tick filters the menu at once.
 */
export default function DietFilterPanel({ id }: { id: string }) {
  const filter = useStore($dietFilter);
  const named = <Code extends string>(keys: Readonly<Record<Code, MessageKey>>) =>
    Object.fromEntries(Object.entries<MessageKey>(keys).map(([code, key]) => [code, t(key)])) as Record<Code, string>;
  return (
    <div
      id={id}
      className="mx-auto mb-8 grid max-w-4xl gap-5 rounded-2xl bg-white p-5 text-start shadow-sm ring-1 ring-brand-100 md:grid-cols-[1fr_2fr]"
    >
      <CodeChoiceField
        legend={t('menu.onlyDishesThatAre')}
        choices={named(DIETARY_MESSAGES)}
        value={filter.only}
        onChange={(only) => setDietFilter({ ...filter, only })}
      />
      <CodeChoiceField
        legend={t('menu.without')}
        hint={t('menu.withoutHint')}
        choices={named(ALLERGEN_MESSAGES)}
        value={filter.without}
        onChange={(without) => setDietFilter({ ...filter, without })}
      />
    </div>
  );
}
