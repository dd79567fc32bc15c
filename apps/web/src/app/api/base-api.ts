import {
  type BaseQueryFn,
  createApi,
  type FetchArgs,
  type FetchBaseQueryError,
  fetchBaseQuery,
} from '@reduxjs/toolkit/query/react';
import { type AuthState, signedOut } from '../session/auth-slice';

const tokenOf = (state: unknown) => (state as { auth: AuthState }).auth.token;

const fetchFromApi = fetchBaseQuery({
  baseUrl: '/v1',
  prepareHeaders: (headers, { getState }) => {
    const token = tokenOf(getState());
    if (token) headers.set('Authorization', `Bearer ${token}`);
    return headers;
  },
});

/** A 401 to a call made with a token means the session is over (expired, revoked, forged): sign out. */
const fetchWithSession: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (
  args,
  api,
  extraOptions,
) => {
  const sentToken = tokenOf(api.getState()) !== null;
  const result = await fetchFromApi(args, api, extraOptions);
  if (result.error?.status === 401 && sentToken) api.dispatch(signedOut());
  return result;
};

/** The one RTK Query api of the app; each area adds its endpoints with `baseApi.injectEndpoints`. */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: fetchWithSession,
  endpoints: () => ({}),
});
