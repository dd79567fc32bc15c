import type {
  AuthResponse,
  ForgotPasswordInput,
  LoginInput,
  MessageResponse,
  RegisterInput,
  ResetPasswordInput,
  VerifyEmailInput,
} from '@signflow/contract/auth';
import type { PasskeyOptionsResponse, PasskeySignInInput } from '@signflow/contract/passkeys';
import type {
  ExternalRegisterResponse,
  FacebookSignInInput,
  GoogleSignInInput,
} from '@signflow/contract/social-sign-in';
import type { TwoFactorChallengeResponse, TwoFactorSignInInput } from '@signflow/contract/two-factor';
import { baseApi } from '../../../api/base-api';

/** Sign-in, registration, password recovery and e-mail verification (docs/domain.md#accounts-and-sessions). */
const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** A session, or for an account with two-step sign-in on, the challenge its code answers (twoFactorSignIn). */
    login: build.mutation<AuthResponse | TwoFactorChallengeResponse, LoginInput>({
      query: (body) => ({ url: '/auth/login', method: 'POST', body }),
    }),
    /** A sign-in with a passkey: the options for the browser, then its answer, which opens the session. */
    passkeySignInOptions: build.mutation<PasskeyOptionsResponse, void>({
      query: () => ({ url: '/auth/passkey/options', method: 'POST' }),
    }),
    passkeySignIn: build.mutation<AuthResponse, PasskeySignInInput>({
      query: (body) => ({ url: '/auth/passkey', method: 'POST', body }),
    }),
    /** A sign-in's second step: the challenge and a code from the authenticator app, or a recovery code. */
    twoFactorSignIn: build.mutation<AuthResponse, TwoFactorSignInInput>({
      query: (body) => ({ url: '/auth/two-factor', method: 'POST', body }),
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
    googleSignIn: build.mutation<AuthResponse | TwoFactorChallengeResponse, GoogleSignInInput>({
      query: (body) => ({ url: '/auth/google', method: 'POST', body }),
    }),
    facebookLogin: build.mutation<ExternalRegisterResponse | TwoFactorChallengeResponse, FacebookSignInInput>({
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
  useTwoFactorSignInMutation,
  usePasskeySignInOptionsMutation,
  usePasskeySignInMutation,
  useRegisterMutation,
  useForgotPasswordMutation,
  useResetPasswordMutation,
  useVerifyEmailMutation,
  useGoogleSignInMutation,
  useFacebookLoginMutation,
} = authApi;
