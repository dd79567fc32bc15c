import { z } from 'zod';
import {
  emailField,
  MAX_NAME_LENGTH,
  nameField,
  newPasswordField,
  optionalName,
  optionalPhoneField,
  PASSWORD_LENGTH,
  PASSWORDS_DIFFER_MESSAGE,
  REQUIRED,
  tooLongMessage,
  tooShortMessage,
} from './fields';
import { languageField } from './languages';

/** The shortest password the login form accepts: passwords from before PASSWORD_LENGTH still sign in. */
export const LOGIN_PASSWORD_MIN_LENGTH = 5;

/** The login form and POST /v1/auth/login. */
export const loginSchema = z.object({
  email: emailField,
  password: z
    .string({ error: REQUIRED })
    .min(1, REQUIRED)
    .min(LOGIN_PASSWORD_MIN_LENGTH, tooShortMessage(LOGIN_PASSWORD_MIN_LENGTH))
    .max(PASSWORD_LENGTH.max, tooLongMessage(PASSWORD_LENGTH.max)),
});
export type LoginInput = z.input<typeof loginSchema>;

/** POST /v1/auth/register body. `language` is the interface language at sign-up, kept on the account. */
export const registerSchema = z.object({
  firstName: nameField(),
  lastName: optionalName(MAX_NAME_LENGTH),
  email: emailField,
  phoneNumber: optionalPhoneField,
  password: newPasswordField,
  language: languageField.optional(),
});
export type RegisterInput = z.input<typeof registerSchema>;

/** The register form adds the retyped password. */
export const registerFormSchema = registerSchema
  .extend({ retypePassword: newPasswordField })
  .refine((form) => form.password === form.retypePassword, {
    message: PASSWORDS_DIFFER_MESSAGE,
    path: ['retypePassword'],
  });
export type RegisterFormInput = z.input<typeof registerFormSchema>;

/** The forgot-password form and POST /v1/auth/forgot-password. */
export const forgotPasswordSchema = z.object({ email: emailField });
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;

/** The token of an e-mailed link (password reset, e-mail verification), as the page read it from the URL. */
const linkTokenField = z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(200, 'Invalid token');

/** POST /v1/auth/reset-password: the token of a reset link and the new password. */
export const resetPasswordSchema = z.object({
  token: linkTokenField,
  password: newPasswordField,
});
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;

/** The recover-password form: the new password twice; the token comes from the link. */
export const recoverPasswordFormSchema = z
  .object({ password: newPasswordField, confirmPassword: newPasswordField })
  .refine((form) => form.password === form.confirmPassword, {
    message: PASSWORDS_DIFFER_MESSAGE,
    path: ['confirmPassword'],
  });

export const PASSWORD_UNCHANGED_MESSAGE = 'The new password must differ from the current one';

/** The current password as typed to prove who is asking: only its length is checked, as at login. */
export const currentPasswordField = z
  .string({ error: REQUIRED })
  .min(1, REQUIRED)
  .max(PASSWORD_LENGTH.max, tooLongMessage(PASSWORD_LENGTH.max));

/**
 * PUT /v1/profile/password: the new password, and the current one, which an account made by a sign-in with
 * another provider (no password yet) leaves out (docs/domain.md#accounts-and-sessions).
 */
export const changePasswordSchema = z
  .object({ currentPassword: currentPasswordField.optional(), newPassword: newPasswordField })
  .refine((body) => body.currentPassword !== body.newPassword, {
    message: PASSWORD_UNCHANGED_MESSAGE,
    path: ['newPassword'],
  });
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

/** The Profile's change-password form: the current password and the new one twice. */
export const changePasswordFormSchema = z
  .object({ currentPassword: currentPasswordField, newPassword: newPasswordField, confirmPassword: newPasswordField })
  .refine((form) => form.newPassword === form.confirmPassword, {
    message: PASSWORDS_DIFFER_MESSAGE,
    path: ['confirmPassword'],
  })
  .refine((form) => form.currentPassword !== form.newPassword, {
    message: PASSWORD_UNCHANGED_MESSAGE,
    path: ['newPassword'],
  });
export type ChangePasswordFormInput = z.input<typeof changePasswordFormSchema>;

/** The same form for an account without a password yet: the new password twice. */
export const setPasswordFormSchema = z
  .object({ newPassword: newPasswordField, confirmPassword: newPasswordField })
  .refine((form) => form.newPassword === form.confirmPassword, {
    message: PASSWORDS_DIFFER_MESSAGE,
    path: ['confirmPassword'],
  });
export type SetPasswordFormInput = z.input<typeof setPasswordFormSchema>;

/** POST /v1/auth/verify-email: the token of the link /verify-email?token=… mailed at registration. */
export const verifyEmailSchema = z.object({ token: linkTokenField });
export type VerifyEmailInput = z.input<typeof verifyEmailSchema>;

export interface AuthUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string | null;
  language: string;
  /** Whether the owner has opened the link mailed at registration; Invite Sign waits for it. */
  emailVerified: boolean;
}

/** Answer of login and register. `expires` is an ISO date. */
export interface AuthResponse {
  user: AuthUser;
  tokens: { access: { token: string; expires: string } };
}

export interface MessageResponse {
  message: string;
}
