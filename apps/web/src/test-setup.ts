import '@testing-library/dom';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { initReactI18next } from 'react-i18next';
import en from '@bourse/i18n/bundles/en';
import { i18n } from './app/i18n';
import { installAntdRender } from './app/antd-render';

// Components under test read the real English texts, synchronously.
await i18n.use(initReactI18next).init({
  lng: 'en',
  resources: { en: { translation: en } },
  fallbackLng: false,
  interpolation: { escapeValue: false },
});
installAntdRender();
// The toast code loads lazily on the first toast (lib/toast.ts); load it now, so a toast raised at
// the end of a test cannot start an import after the test environment is gone.
await import('antd-mobile/es/components/toast');

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
