import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { Toasts } from '../components/toast';
import type { AppStore } from '../store/store';
import { cssVariablesResolver, theme } from './theme';

export function Providers({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        {children}
        <Toasts />
      </MantineProvider>
    </Provider>
  );
}
