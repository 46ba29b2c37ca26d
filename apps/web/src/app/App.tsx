/** Providers around the router: data cache, translations, antd-mobile's locale. */
import { useState } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import ConfigProvider from 'antd-mobile/es/components/config-provider';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router/dom';
import { useStore } from '../lib/store';
import { antdLocaleStore, i18n } from './i18n';
import { createAppRouter } from './router';

export function App({ queryClient }: { queryClient: QueryClient }) {
  const [router] = useState(createAppRouter);
  const locale = useStore(antdLocaleStore);
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <ConfigProvider {...(locale ? { locale } : {})}>
          <RouterProvider router={router} />
        </ConfigProvider>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
