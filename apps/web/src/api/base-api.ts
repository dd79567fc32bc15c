import {
  type BaseQueryFn,
  createApi,
  type FetchArgs,
  type FetchBaseQueryError,
  fetchBaseQuery,
} from '@reduxjs/toolkit/query/react';
import type { AuthState } from '../session/auth-slice';
import { sessionCall } from './session-auth';

const fetchFromApi = fetchBaseQuery({ baseUrl: '/v1' });

/** Every call goes with the session's header; its answer applies the session's 401 rule (session-auth). */
const fetchWithSession: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (
  args,
  api,
  extraOptions,
) => {
  const call = sessionCall(api.getState as () => { auth: AuthState }, api.dispatch);
  const request = typeof args === 'string' ? { url: args } : args;
  const headers = new Headers(request.headers as HeadersInit | undefined);
  for (const [name, value] of Object.entries(call.headers)) headers.set(name, value);
  const result = await fetchFromApi({ ...request, headers }, api, extraOptions);
  const status = result.meta?.response?.status;
  if (status !== undefined) call.answered(status);
  return result;
};

/** The one RTK Query api of the app; each area adds its endpoints with `baseApi.injectEndpoints`. */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: fetchWithSession,
  endpoints: () => ({}),
});
