import { createSlice } from '@reduxjs/toolkit';
import type { Plan, Subscription } from '@signflow/contract/plans';
import { sessionApi } from '../api/session-api';
import { signedOut } from './auth-slice';

/** The subscription state: the chosen package and the current subscription (null: none, or not loaded). */
export interface SubscriptionState {
  package: { packageId: string; plan: Plan } | null;
  subscription: Subscription | null;
}

export const initialSubscriptionState: SubscriptionState = { package: null, subscription: null };

const subscriptionSlice = createSlice({
  name: 'subscription',
  initialState: initialSubscriptionState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(signedOut, () => initialSubscriptionState)
      .addMatcher(sessionApi.endpoints.getSubscription.matchFulfilled, (state, action) => {
        state.subscription = action.payload.subscription;
      })
      .addMatcher(sessionApi.endpoints.getSubscription.matchRejected, (state, action) => {
        if (action.payload?.status === 404) state.subscription = null;
      });
  },
});

export const subscriptionReducer = subscriptionSlice.reducer;
export const selectSubscription = (state: { subscription: SubscriptionState }) => state.subscription.subscription;
