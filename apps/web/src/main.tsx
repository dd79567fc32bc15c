import '@mantine/core/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Providers } from './app/providers';
import { AppRouter } from './app/router';
import { createStore } from './app/store';
import { watchScreenSize } from './app/ui/watch-screen-size';
import { initI18n } from './i18n';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The kept language is loaded first, so the first paint is already in it.
await initI18n();
const store = createStore();
watchScreenSize(store.dispatch);

createRoot(container).render(
  <StrictMode>
    <Providers store={store}>
      <AppRouter />
    </Providers>
  </StrictMode>,
);
