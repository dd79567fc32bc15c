import { z } from 'zod';

/** Building blocks shared by every form and route; messages are the published ones, word for word. */
export const REQUIRED = 'Required';

export const CONTROL_CHARACTERS_MESSAGE = 'Must not contain control characters';
/** No C0 or C1 control character, nor DEL: none is typed by a person, and PostgreSQL refuses NUL in text. */
const WITHOUT_CONTROL_CHARACTERS = /^\P{Cc}*$/u;

/**
 * Text a person typed, trimmed, without control characters: every free-text field starts here, so a value
 * the database cannot store is refused with a message instead of failing the request.
 */
export function typedText(notTextMessage?: string) {
  return z
    .string(notTextMessage === undefined ? undefined : { error: notTextMessage })
    .trim()
    .regex(WITHOUT_CONTROL_CHARACTERS, CONTROL_CHARACTERS_MESSAGE);
}

/** A required e-mail address, lower-cased; forms differ only in how they word an invalid one. */
export function emailFieldWith(invalidMessage: string) {
  return typedText(REQUIRED)
    .min(1, REQUIRED)
    .max(254, 'Must be 254 characters or less')
    .email(invalidMessage)
    .transform((email) => email.toLowerCase());
}

export const emailField = emailFieldWith('Invalid email address');

export function nameField(requiredMessage = REQUIRED) {
  return typedText(requiredMessage).min(1, requiredMessage).max(100, 'Must be 100 characters or less');
}

/** An optional text: absent, null and '' all mean "not given". */
export function optionalText(max: number) {
  return typedText()
    .max(max, `Must be ${max} characters or less`)
    .nullish()
    .transform((value) => (value ? value : null));
}

export const PHONE_MESSAGE = 'Phone number must be 9 to 15 digits';

/** Digits only, 9 to 15 of them; optional everywhere it appears. */
export const optionalPhoneField = z
  .string({ error: PHONE_MESSAGE })
  .trim()
  .regex(/^(\d{9,15})?$/, PHONE_MESSAGE)
  .nullish()
  .transform((value) => (value ? value : null));

/**
 * Register and reset passwords: 8 to 30 characters with a letter and a number
 * (both are checked, as the published message promises: docs/decisions.md).
 */
export const PASSWORD_RULE_MESSAGE = 'Password must contain at least 1 letter and 1 number';
export const newPasswordField = z
  .string({ error: REQUIRED })
  .min(1, REQUIRED)
  .min(8, 'Must be 8 characters or more')
  .max(30, 'Must be 30 characters or less')
  .regex(/[A-Za-z]/, PASSWORD_RULE_MESSAGE)
  .regex(/\d/, PASSWORD_RULE_MESSAGE);

export const PASSWORDS_DIFFER_MESSAGE = 'The passwords do not match';
