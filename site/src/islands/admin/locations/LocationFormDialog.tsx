import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { LocationDetails } from '../../../../../domain/contracts/locations.ts';
import FormField from '../../auth/FormField.tsx';
import { FieldError } from '../../ui/FieldError.tsx';
import { AdminDialog } from '../AdminDialog.tsx';
import { CountrySelect } from '../CountrySelect.tsx';
import { Group } from '../FulfilmentFields.tsx';
import { FulfilmentRulesFields } from '../FulfilmentRulesFields.tsx';
import { formValuesOf, type FulfilmentFormValues } from '../fulfilment-form.ts';
import {
  checkLocation,
  LOCATION_FORM_ERROR,
  locationErrorsById,
  locationFieldId,
  locationValuesOf,
  type LocationField,
  type LocationFormValues,
} from './location-form-values.ts';
import { closeLocationDialog, saveLocation } from './locations-store.ts';
import type { MessageKey } from '../../../i18n/t.ts';
import { t } from '../../../i18n/t.ts';

const SUMMARY_ID = 'location-form-error';
/** The shop's own location, whose rules the Settings screen edits too. */
const FIRST_LOCATION = 1;

const LABELS: Record<LocationField, MessageKey> = {
  name: 'admin-locations.name',
  street: 'admin-locations.street',
  city: 'admin-locations.city',
  state: 'admin-locations.state',
  zipCode: 'admin-locations.zipCode',
  country: 'admin-locations.country',
  phone: 'admin-locations.phone',
};

/**
 * Adds a location (`location` null: it starts from `template`, the first location's rules
 * without zones) or edits one: its name, address and phone, and its hours, delivery and pickup in
 * the Settings screen's own fields. Checked with the server's schema as the owner types once a
 * field is left or a save tried; the server's messages sit at the same fields.
 */
export default function LocationFormDialog({ location, template }: { location: LocationDetails | null; template: LocationDetails }) {
  const [values, setValues] = useState<LocationFormValues>(() => locationValuesOf(location, template.address.country));
  const [rules, setRules] = useState<FulfilmentFormValues>(() => formValuesOf((location ?? template).fulfilment));
  const [touched, setTouched] = useState<Partial<Record<string, boolean>>>({});
  const [tried, setTried] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const bodyRef = useRef<HTMLDivElement>(null);
  const [focusFirst, setFocusFirst] = useState(0);
  useEffect(() => {
    if (focusFirst > 0) bodyRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusFirst]);

  const checked = checkLocation(values, rules);
  const live = checked.ok ? {} : checked.errors;
  const errorOf = (id: string): string | undefined => ((tried || touched[id]) && live[id]) || serverErrors[id];
  const shown = [...new Set([...Object.keys(serverErrors), ...(tried ? Object.keys(live) : [])])].filter((id) => errorOf(id));
  const fieldCount = shown.filter((id) => id !== LOCATION_FORM_ERROR).length;
  const summary =
    serverErrors[LOCATION_FORM_ERROR] ?? (fieldCount > 0 ? t('admin-locations.correctFields', { count: fieldCount }) : undefined);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    setTried(true);
    setServerErrors({});
    if (!checked.ok) {
      setFocusFirst((count) => count + 1);
      return;
    }
    setSaving(true);
    // On success the store closes the dialog, which unmounts this form.
    const result = await saveLocation(location?.id ?? null, checked.body);
    if (result.ok) return;
    setSaving(false);
    setServerErrors(Object.keys(result.errors).length > 0 ? locationErrorsById(result.errors) : { [LOCATION_FORM_ERROR]: result.message });
    setFocusFirst((count) => count + 1);
  };

  const field = (name: LocationField) => {
    const id = locationFieldId(name);
    return {
      id,
      name,
      label: t(LABELS[name]),
      value: values[name],
      error: errorOf(id),
      onChange: (event: { currentTarget: { value: string } }) => {
        const value = event.currentTarget.value; // read now: React clears currentTarget afterwards
        setValues((previous) => ({ ...previous, [name]: value }));
      },
      // Leaving for a button shows nothing yet: the message would push the button from under the pointer.
      onBlur: (event: { relatedTarget: EventTarget | null }) => {
        if (!(event.relatedTarget instanceof HTMLButtonElement)) setTouched((previous) => ({ ...previous, [id]: true }));
      },
    };
  };

  return (
    <AdminDialog
      title={location ? t('admin-locations.editTitle', { name: location.name }) : t('admin-locations.addTitle')}
      initialFocus={`#${locationFieldId('name')}`}
      onClose={closeLocationDialog}
      onSubmit={(event) => void onSubmit(event)}
      busy={saving}
      submitLabel={t('admin.save')}
      busyLabel={t('admin.saving')}
      wide
    >
      <div ref={bodyRef} className="grid gap-6">
        <Group legend={t('admin-locations.details')}>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField {...field('name')} autoComplete="off" maxLength={60} />
            <FormField {...field('phone')} type="tel" autoComplete="off" maxLength={30} />
            <div className="sm:col-span-2">
              <FormField {...field('street')} autoComplete="off" maxLength={100} />
            </div>
            <FormField {...field('city')} autoComplete="off" maxLength={100} />
            <FormField {...field('state')} autoComplete="off" maxLength={100} />
            <FormField {...field('zipCode')} autoComplete="off" maxLength={20} />
            <CountrySelect {...field('country')} />
          </div>
        </Group>
        <Group legend={t('admin-locations.rules')}>
          {location?.id === FIRST_LOCATION && <p className="mb-4 text-sm text-ink-muted">{t('admin-locations.firstNote')}</p>}
          <div className="grid gap-6">
            <FulfilmentRulesFields values={rules} change={(next) => setRules((previous) => ({ ...previous, ...next }))} errorOf={errorOf} />
          </div>
        </Group>
        <FieldError id={SUMMARY_ID} message={summary} className="mt-0" />
      </div>
    </AdminDialog>
  );
}
