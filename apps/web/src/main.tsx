import '@mantine/core/styles.css';
import { setupListeners } from '@reduxjs/toolkit/query/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Providers } from './app/providers';
import { AppRouter } from './app/router';
import { watchScreenSize } from './app/ui/watch-screen-size';
import { initI18n } from './i18n';
import { createStore } from './store/store';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The kept language is loaded first, so the first paint is already in it.
await initI18n();
const store = createStore();
watchScreenSize(store.dispatch);
// Lets a query ask to be reloaded when the window regains focus (refetchOnFocus).
setupListeners(store.dispatch);

createRoot(container).render(
  <StrictMode>
    <Providers store={store}>
      <AppRouter />
    </Providers>
  </StrictMode>,
);
