import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AuthUser } from '@signflow/contract/auth';

/** The session: persisted, so a reload keeps the session. */
export interface AuthState {
  isLoggedIn: boolean;
  token: string | null;
  user?: AuthUser;
}

export const initialAuthState: AuthState = { isLoggedIn: false, token: null };

const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    signedIn: (_state, action: PayloadAction<{ token: string; user: AuthUser }>) => ({
      isLoggedIn: true,
      token: action.payload.token,
      user: action.payload.user,
    }),
    signedOut: () => initialAuthState,
  },
});

export const { signedIn, signedOut } = authSlice.actions;
export const authReducer = authSlice.reducer;

/** A logged-in user, or a stored token, counts as logged in (the shell checks the token with the API). */
export const selectIsLoggedIn = (state: { auth: AuthState }) => state.auth.isLoggedIn || state.auth.token !== null;
export const selectToken = (state: { auth: AuthState }) => state.auth.token;
export const selectAuthUser = (state: { auth: AuthState }) => state.auth.user;
