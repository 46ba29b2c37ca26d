/** Providers around the router: data cache, antd-mobile's locale (our texts: i18n.ts). */
import { useState } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import ConfigProvider from 'antd-mobile/es/components/config-provider';
import { RouterProvider } from 'react-router/dom';
import { useStore } from '../lib/store';
import { antdLocaleStore } from './i18n';
import { createAppRouter } from './router';

export function App({ queryClient }: { queryClient: QueryClient }) {
  const [router] = useState(createAppRouter);
  const locale = useStore(antdLocaleStore);
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider {...(locale ? { locale } : {})}>
        <RouterProvider router={router} />
      </ConfigProvider>
    </QueryClientProvider>
  );
}
