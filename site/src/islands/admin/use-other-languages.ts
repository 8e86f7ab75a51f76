import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import type { Language } from '../../../../domain/i18n/languages.ts';
import { $adminSettings, loadAdminSettings } from './settings-store.ts';

/**
 * The languages the shop offers besides its default: those the owner's texts may be translated
 * into. Empty until the settings are loaded, and when the shop speaks one language only.
 */
export function useOtherLanguages(): Language[] {
  const settings = useStore($adminSettings);
  useEffect(() => {
    if ($adminSettings.get().status !== 'ready') void loadAdminSettings();
  }, []);
  if (settings.status !== 'ready') return [];
  const { default: shopDefault, offered } = settings.settings.languages;
  return offered.filter((code) => code !== shopDefault);
}
