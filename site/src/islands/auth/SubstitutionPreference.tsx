import { useState } from 'react';
import type { PublicUser } from '../../../../domain/account.ts';
import type { DefaultSubstitutionMode } from '../../../../domain/picking/substitution.ts';
import { t } from '../../i18n/t.ts';
import { callApi, errorMessage } from '../../lib/api.ts';
import { setSignedIn } from '../../stores/session.ts';
import { toast } from '../../stores/toasts.ts';
import { SubstitutionDefault } from '../checkout/SubstitutionDefault.tsx';

/**
 * The account's default choice of replacement, which the cart's lines take until the customer
 * chooses one for a line. Saved as soon as it changes, without the password: like the language,
 * it opens nothing (worker/src/accounts/update-account.ts).
 */
export function SubstitutionPreference({ user }: { user: PublicUser }) {
  const [saved, setSaved] = useState(false);
  const choose = async (substitutionDefault: DefaultSubstitutionMode) => {
    setSaved(false);
    try {
      setSignedIn((await callApi('PUT', '/api/account', { json: { currentPassword: '', substitutionDefault } })).data);
      setSaved(true);
    } catch (error) {
      toast.error(errorMessage(error, t('auth.somethingWrong')));
    }
  };
  return (
    <section className="mt-8 border-t border-brand-100 pt-6">
      <SubstitutionDefault name="account-substitution-default" value={user.substitutionDefault} onChange={(mode) => void choose(mode)} />
      <p role="status" className="mt-1 text-sm font-semibold text-leaf-700">
        {saved ? t('substitution.saved') : ''}
      </p>
    </section>
  );
}
