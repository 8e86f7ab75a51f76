import { useId, useState, type FormEvent } from 'react';
import {
  ADD_MEMBER_FIELDS,
  AddTeamMemberInput,
  ROLE_DESCRIPTIONS,
  ROLE_LABELS,
  TEAM_NAME_MAX_LENGTH,
  TEAM_ROLES,
  type AddMemberField,
} from '../../../../../domain/team.ts';
import { EMAIL_MAX_LENGTH } from '../../../../../domain/auth.ts';
import FormField from '../../auth/FormField.tsx';
import { useCheckedForm } from '../../auth/use-checked-form.ts';
import { AdminDialog } from '../AdminDialog.tsx';
import { addTeamMember, closeTeamDialog } from './team-store.ts';
import { t } from '../../../i18n/t.ts';

const fieldId = (field: AddMemberField) => `team-${field}`;
const selectClass = 'mt-1.5 block min-h-11 w-full rounded-lg border border-field bg-white px-3 text-base text-ink';

/**
 * "Add team member": name, e-mail and role. Someone with an account joins with it; anyone else
 * gets a new account, whose first password the next dialog shows. Mounted only while open.
 */
export default function AddMemberDialog() {
  const form = useCheckedForm<AddMemberField>(AddTeamMemberInput, { name: '', email: '', role: 'staff' }, { idOf: fieldId });
  const [saving, setSaving] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const roleHelpId = useId();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving || !form.checkAndFocus(ADD_MEMBER_FIELDS)) return;
    setSaving(true);
    setRefusal(null);
    // On success the store closes this dialog (or swaps it for the first password's).
    const result = await addTeamMember(AddTeamMemberInput.parse(form.values));
    if (!result.ok) {
      setSaving(false);
      form.setServerErrors(result.errors);
      // A refusal with no field to point at (the last admin) is said here, where focus is.
      if (Object.keys(result.errors).length === 0) setRefusal(result.message);
    }
  };

  const role = form.bind('role');
  return (
    <AdminDialog
      title={t('admin-team.add')}
      subtitle={t('admin-team.addSubtitle')}
      initialFocus="input"
      onClose={closeTeamDialog}
      onSubmit={(event) => void onSubmit(event)}
      busy={saving}
      submitLabel={t('admin-team.addSubmit')}
      busyLabel={t('admin-team.adding')}
    >
      <FormField
        id={fieldId('name')}
        label={t('admin-team.name')}
        autoComplete="off"
        maxLength={TEAM_NAME_MAX_LENGTH}
        {...form.bind('name')}
      />
      <FormField
        id={fieldId('email')}
        label={t('admin-team.email')}
        type="email"
        autoComplete="off"
        maxLength={EMAIL_MAX_LENGTH}
        {...form.bind('email')}
      />
      <div>
        <label htmlFor={fieldId('role')} className="block text-sm font-semibold text-ink">
          Role
        </label>
        <select
          id={fieldId('role')}
          name={role.name}
          value={role.value}
          onChange={role.onChange}
          aria-describedby={roleHelpId}
          className={selectClass}
        >
          {TEAM_ROLES.map((each) => (
            <option key={each} value={each}>
              {ROLE_LABELS[each]}
            </option>
          ))}
        </select>
        <p id={roleHelpId} className="mt-1.5 text-sm text-ink-muted">
          {ROLE_DESCRIPTIONS[role.value as (typeof TEAM_ROLES)[number]] ?? ''}
        </p>
      </div>
      {refusal && (
        <p role="alert" className="text-sm font-medium text-chili-700">
          {refusal}
        </p>
      )}
    </AdminDialog>
  );
}
