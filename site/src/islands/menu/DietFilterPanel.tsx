import { useStore } from '@nanostores/react';
import { ALLERGENS, DIETARY_TAGS } from '../../../../domain/allergens.ts';
import { $dietFilter, setDietFilter } from '../../stores/menu-view.ts';
import { CodeChoiceField } from '../ui/CodeChoiceField.tsx';

/**
 * The diet and allergy choices, loaded only when the visitor opens them: dishes with every ticked
 * tag, and without every ticked allergen. Each tick filters the menu at once.
 */
export default function DietFilterPanel({ id }: { id: string }) {
  const filter = useStore($dietFilter);
  return (
    <div
      id={id}
      className="mx-auto mb-8 grid max-w-4xl gap-5 rounded-2xl bg-white p-5 text-left shadow-sm ring-1 ring-brand-100 md:grid-cols-[1fr_2fr]"
    >
      <CodeChoiceField
        legend="Only dishes that are"
        choices={DIETARY_TAGS}
        value={filter.only}
        onChange={(only) => setDietFilter({ ...filter, only })}
      />
      <CodeChoiceField
        legend="Without"
        hint="Dishes containing any ticked allergen are hidden. Ask us if you are unsure."
        choices={ALLERGENS}
        value={filter.without}
        onChange={(without) => setDietFilter({ ...filter, without })}
      />
    </div>
  );
}
