import type {
  AuthResponse,
  ForgotPasswordInput,
  LoginInput,
  MessageResponse,
  RegisterInput,
  ResetPasswordInput,
  VerifyEmailInput,
} from '@signflow/contract/auth';
import type {
  ExternalRegisterResponse,
  FacebookSignInInput,
  GoogleSignInInput,
} from '@signflow/contract/social-sign-in';
import { baseApi } from '../../../api/base-api';

/** Sign-in, registration, password recovery and e-mail verification (docs/domain.md#accounts-and-sessions). */
const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<AuthResponse, LoginInput>({
      query: (body) => ({ url: '/auth/login', method: 'POST', body }),
    }),
    register: build.mutation<AuthResponse, RegisterInput>({
      query: (body) => ({ url: '/auth/register', method: 'POST', body }),
    }),
    forgotPassword: build.mutation<MessageResponse, ForgotPasswordInput>({
      query: (body) => ({ url: '/auth/forgot-password', method: 'POST', body }),
    }),
    resetPassword: build.mutation<MessageResponse, ResetPasswordInput>({
      query: (body) => ({ url: '/auth/reset-password', method: 'POST', body }),
    }),
    /** Trades the one-time code of a Google redirect (/login?code=…&app=google) for a session. */
    googleSignIn: build.mutation<AuthResponse, GoogleSignInInput>({
      query: (body) => ({ url: '/auth/google', method: 'POST', body }),
    }),
    facebookLogin: build.mutation<ExternalRegisterResponse, FacebookSignInInput>({
      query: (body) => ({ url: '/facebook/login', method: 'POST', body }),
    }),
    /** Opens the link mailed at registration (the shell reloads the profile, and so the new state, when it mounts). */
    verifyEmail: build.mutation<MessageResponse, VerifyEmailInput>({
      query: (body) => ({ url: '/auth/verify-email', method: 'POST', body }),
    }),
  }),
});

export const {
  useLoginMutation,
  useRegisterMutation,
  useForgotPasswordMutation,
  useResetPasswordMutation,
  useVerifyEmailMutation,
  useGoogleSignInMutation,
  useFacebookLoginMutation,
} = authApi;
