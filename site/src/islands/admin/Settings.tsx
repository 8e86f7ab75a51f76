import { CouponsSection } from './CouponsSection.tsx';
import { DeskSettingsForm } from './DeskSettingsForm.tsx';
import { FulfilmentSettingsForm } from './FulfilmentSettingsForm.tsx';
import { GuestCheckoutSettingsForm } from './GuestCheckoutSettingsForm.tsx';
import { LanguagesSettingsForm } from './LanguagesSettingsForm.tsx';
import { MoneySettingsForm } from './MoneySettingsForm.tsx';
import { PaymentMethodsSettingsForm } from './PaymentMethodsSettingsForm.tsx';
import { ReplacementApprovalForm } from './ReplacementApprovalForm.tsx';
import { SettingsForm } from './SettingsForm.tsx';
import { t } from '../../i18n/t.ts';

/** Settings: the store's name, contact details and delivery fee, its currency, tax and tips, the ways to pay, its hours, delivery and pickup, the order desk's limits, whether customers approve replacements, guest checkout, and the coupons. */
export function Settings() {
  return (
    <>
      <h1 className="text-2xl font-extrabold tracking-tight text-brand-900 sm:text-3xl">{t('admin.screenSettings')}</h1>
      <div className="mt-6 flex flex-col gap-8">
        <SettingsForm />
        <MoneySettingsForm />
        <PaymentMethodsSettingsForm />
        <FulfilmentSettingsForm />
        <DeskSettingsForm />
        <ReplacementApprovalForm />
        <GuestCheckoutSettingsForm />
        <LanguagesSettingsForm />
        <CouponsSection />
      </div>
    </>
  );
}
