import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { Toasts } from '../components/toast';
import type { AppStore } from '../store/store';
import { cssVariablesResolver, theme } from './theme';

interface ProvidersProps {
  store: AppStore;
  children: ReactNode;
  /** 'test' in the component tests (apps/web/src/test): Mantine then draws without transitions or portals. */
  env?: 'default' | 'test';
}

export function Providers({ store, children, env = 'default' }: ProvidersProps) {
  return (
    <Provider store={store}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env={env}>
        {children}
        <Toasts />
      </MantineProvider>
    </Provider>
  );
}
