/**
 * Every error answer of the API is `{code, message}`, code being the HTTP status (DESIGN §5).
 * Messages the server itself words (beyond the SPEC's validation messages) live here, so the web app
 * can translate them by the same English text it uses as its i18n key.
 */
export interface ApiError {
  code: number;
  message: string;
}

export const API_MESSAGES = {
  unauthorized: 'Please authenticate',
  notFound: 'Not found',
  emailTaken: 'Email already taken',
  invalidCredentials: 'Incorrect email or password',
  tooManyRequests: 'Too many requests, please try again later',
  bodyTooLarge: 'Request body is too large',
  malformedJson: 'Request body is not valid JSON',
  unsupportedMediaType: 'Unsupported content type',
  invalidRequest: 'Invalid request',
  resetLinkInvalid: 'Password reset link is invalid or has expired',
  resetRequested: 'If an account uses that e-mail, a link to reset its password has been sent',
  mailFailed: 'The e-mail could not be sent, please try again later',
  passwordReset: 'Your password has been changed',
  noSubscription: 'No subscription',
  internal: 'Something went wrong, please try again',
} as const;
