import { configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { baseApi } from '../api/base-api';
import { authReducer, signedOut } from '../session/auth-slice';
import { subscriptionReducer } from '../session/subscription-slice';
import { keepPersisted, loadPersistedState } from './persisted-state';
import { uiReducer } from './ui-slice';

export function createStore() {
  // Signing out forgets every cached answer, so the next account never sees the last one's data.
  const signOutCleanup = createListenerMiddleware();
  signOutCleanup.startListening({
    actionCreator: signedOut,
    effect: (_action, listenerApi) => {
      listenerApi.dispatch(baseApi.util.resetApiState());
    },
  });

  const store = configureStore({
    reducer: {
      auth: authReducer,
      ui: uiReducer,
      subscription: subscriptionReducer,
      [baseApi.reducerPath]: baseApi.reducer,
    },
    preloadedState: loadPersistedState(),
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware().prepend(signOutCleanup.middleware).concat(baseApi.middleware),
  });
  keepPersisted(store);
  return store;
}

export type AppStore = ReturnType<typeof createStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
