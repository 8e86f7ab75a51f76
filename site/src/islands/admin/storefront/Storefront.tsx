import { useStore } from '@nanostores/react';
import { type ReactNode, useEffect } from 'react';
import type { Brand } from '../../../../../domain/brand.ts';
import { Spinner } from '../../menu/Spinner.tsx';
import { $adminCategories, loadAdminCategories } from '../categories-store.ts';
import { LoadFailed } from '../LoadFailed.tsx';
import { $adminSettings, loadAdminSettings } from '../settings-store.ts';
import { StorefrontForm } from './StorefrontForm.tsx';
import { t } from '../../../i18n/t.ts';

/** Storefront: how the shop presents itself to customers — its name, logo and colour, and its home page. */
export function Storefront() {
  const state = useStore($adminSettings);
  const categories = useStore($adminCategories);

  useEffect(() => {
    void loadAdminSettings();
    void loadAdminCategories();
  }, []);

  let body: ReactNode;
  if (state.status === 'loading') body = <Spinner />;
  else if (state.status === 'error') body = <LoadFailed message={state.message} onRetry={() => void loadAdminSettings()} />;
  else {
    const { name, ...brand } = state.settings.brand;
    body = (
      <StorefrontForm
        key={JSON.stringify(state.settings.brand)}
        savedName={name}
        saved={brand as Brand}
        categories={categories.categories.map((category) => category.name)}
      />
    );
  }
  return (
    <>
      <h1 className="text-2xl font-extrabold tracking-tight text-brand-900 sm:text-3xl">{t('admin.screenStorefront')}</h1>
      <p className="mt-1 max-w-2xl text-ink-muted">{t('admin-storefront.intro')}</p>
      <div className="mt-6">{body}</div>
    </>
  );
}
