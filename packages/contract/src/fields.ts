import { z } from 'zod';
import { fillTemplate } from './api-errors';

/** Building blocks shared by every form and route; messages are the published ones, word for word. */
export const REQUIRED = 'Required';

/**
 * Validation messages that state a figure, as templates: each rule fills in its own constant, and the web app
 * translates the filled message by its template (docs/api.md#messages-and-translation).
 */
export const FIGURE_MESSAGES = {
  tooLong: 'Must be {{max}} characters or less',
  tooShort: 'Must be {{min}} characters or more',
  tooSmall: 'Must be {{min}} or more',
  tooLarge: 'Must be {{max}} or less',
  phoneDigits:
    'Phone number must have {{min}} to {{max}} digits; spaces, dashes, dots, brackets and a leading + are allowed',
} as const;

export const tooLongMessage = (max: number) => fillTemplate(FIGURE_MESSAGES.tooLong, { max });
export const tooShortMessage = (min: number) => fillTemplate(FIGURE_MESSAGES.tooShort, { min });

/** The longest e-mail address (RFC 5321's path limit). */
export const MAX_EMAIL_LENGTH = 254;
/** A person's or a flow's name. */
export const MAX_NAME_LENGTH = 100;
/** A phone number has this many digits (a leading + and separators aside; E.164 numbers have at most 15). */
export const PHONE_DIGITS = { min: 9, max: 15 } as const;
/** A password's length, at registration, reset or change, and as typed at login. */
export const PASSWORD_LENGTH = { min: 8, max: 30 } as const;

export const CONTROL_CHARACTERS_MESSAGE = 'Must not contain control characters';
export const INCOMPLETE_CHARACTER_MESSAGE = 'Must not contain incomplete characters';
export const TEXT_DIRECTION_MESSAGE = 'Names must not contain characters that change the text direction';

/** No C0 or C1 control character, nor DEL: none is typed by a person, and PostgreSQL refuses NUL in text. */
const WITHOUT_CONTROL_CHARACTERS = /^\P{Cc}*$/u;
/**
 * No half of a UTF-16 surrogate pair standing alone ("\ud800" in JSON): it is no character, PostgreSQL refuses it in
 * JSON and a text column keeps U+FFFD in its place. In a `u` expression a whole pair is one character, never \p{Cs}.
 */
const WITHOUT_UNPAIRED_SURROGATES = /^\P{Cs}*$/u;
/**
 * None of the characters that change the direction of the text around them: the embeddings and overrides
 * (U+202A–U+202E), the isolates (U+2066–U+2069), the left-to-right and right-to-left marks (U+200E, U+200F) and the
 * Arabic letter mark (U+061C). In a name they can make it read as another (a reversed name on the certificate page).
 */
const TEXT_DIRECTION_CHARACTERS = '\\u061c\\u200e\\u200f\\u202a-\\u202e\\u2066-\\u2069';
const WITHOUT_TEXT_DIRECTION_CHARACTERS = new RegExp(`^[^${TEXT_DIRECTION_CHARACTERS}]*$`, 'u');
/** Every character a typed name refuses: control, incomplete and direction-changing ones. */
const REFUSED_IN_NAMES = new RegExp(`[\\p{Cc}\\p{Cs}${TEXT_DIRECTION_CHARACTERS}]`, 'gu');

/**
 * A name that came from elsewhere (a sign-in provider's profile), which nobody can be asked to type again: the
 * characters a typed name refuses are dropped, so it reads on the certificate page and in mails as a typed one does.
 */
export function withoutRefusedNameCharacters(name: string): string {
  return name.replace(REFUSED_IN_NAMES, '');
}

/**
 * `text` cut to at most `max` UTF-16 units (the unit a schema's `max` counts) without splitting a surrogate pair:
 * half an emoji is no character, and a database keeps U+FFFD in its place.
 */
export function cutWhole(text: string, max: number): string {
  const splitsPair = /[\ud800-\udbff]/.test(text.charAt(max - 1)) && /[\udc00-\udfff]/.test(text.charAt(max));
  return text.slice(0, splitsPair ? max - 1 : max);
}

/** Text that holds only whole characters: every text the API accepts passes this rule. */
export function wholeCharacters(schema: z.ZodString) {
  return schema.regex(WITHOUT_UNPAIRED_SURROGATES, INCOMPLETE_CHARACTER_MESSAGE);
}

/** A name that reads as written: every name (a person's, a flow's, a document's) passes this rule. */
export function steadyDirection(schema: z.ZodString) {
  return schema.regex(WITHOUT_TEXT_DIRECTION_CHARACTERS, TEXT_DIRECTION_MESSAGE);
}

/**
 * Text a person typed, trimmed, without control characters or incomplete ones: every free-text field starts here,
 * so a value the database cannot store is refused with a message instead of failing the request.
 */
export function typedText(notTextMessage?: string) {
  return wholeCharacters(
    z
      .string(notTextMessage === undefined ? undefined : { error: notTextMessage })
      .trim()
      .regex(WITHOUT_CONTROL_CHARACTERS, CONTROL_CHARACTERS_MESSAGE),
  );
}

/** A name as a person types it: typed text that reads in the direction it was written. */
function typedName(notTextMessage?: string) {
  return steadyDirection(typedText(notTextMessage));
}

/** A required e-mail address, lower-cased; forms differ only in how they word an invalid one. */
export function emailFieldWith(invalidMessage: string) {
  return typedText(REQUIRED)
    .min(1, REQUIRED)
    .max(MAX_EMAIL_LENGTH, tooLongMessage(MAX_EMAIL_LENGTH))
    .email(invalidMessage)
    .transform((email) => email.toLowerCase());
}

export const emailField = emailFieldWith('Invalid email address');

export function nameField(requiredMessage = REQUIRED) {
  return typedName(requiredMessage).min(1, requiredMessage).max(MAX_NAME_LENGTH, tooLongMessage(MAX_NAME_LENGTH));
}

/** Absent, null and '' all mean "not given". */
function optional(schema: z.ZodString, max: number) {
  return schema
    .max(max, tooLongMessage(max))
    .nullish()
    .transform((value) => (value ? value : null));
}

/** An optional text: absent, null and '' all mean "not given". */
export function optionalText(max: number) {
  return optional(typedText(), max);
}

/** An optional part of a name (a last name), with the rules of names. */
export function optionalName(max: number) {
  return optional(typedName(), max);
}

export const PHONE_MESSAGE = fillTemplate(FIGURE_MESSAGES.phoneDigits, PHONE_DIGITS);

/** How people write phone numbers: a leading + (the country code follows), digits, spaces, dashes, dots, brackets. */
const PHONE_AS_WRITTEN = /^\+?[\d ().-]*$/;

/** A phone number as it is kept: its digits, after the + when it was written with one ('+49 30 1234567' → '+49301234567'). */
export function phoneDigitsOf(written: string): string {
  const digits = written.replace(/\D/g, '');
  return written.startsWith('+') ? `+${digits}` : digits;
}

function hasPhoneLength(phone: string): boolean {
  const count = phone.replace('+', '').length;
  return count >= PHONE_DIGITS.min && count <= PHONE_DIGITS.max;
}

/**
 * A phone number as people write it, national or international ('+49 30 1234567', '0812-3456-7890', '(030) 123 4567'),
 * kept as its digits with the leading + (phoneDigitsOf); PHONE_DIGITS digits. Optional everywhere it appears.
 */
export const optionalPhoneField = z
  .string({ error: PHONE_MESSAGE })
  .trim()
  .regex(PHONE_AS_WRITTEN, PHONE_MESSAGE)
  .transform(phoneDigitsOf)
  .refine((phone) => phone === '' || hasPhoneLength(phone), PHONE_MESSAGE)
  .nullish()
  .transform((value) => (value ? value : null));

/**
 * Register and reset passwords: PASSWORD_LENGTH characters with a letter and a number
 * (both are checked, as the published message promises: docs/decisions.md).
 */
export const PASSWORD_RULE_MESSAGE = 'Password must contain at least 1 letter and 1 number';
export const newPasswordField = z
  .string({ error: REQUIRED })
  .min(1, REQUIRED)
  .min(PASSWORD_LENGTH.min, tooShortMessage(PASSWORD_LENGTH.min))
  .max(PASSWORD_LENGTH.max, tooLongMessage(PASSWORD_LENGTH.max))
  .regex(/[A-Za-z]/, PASSWORD_RULE_MESSAGE)
  .regex(/\d/, PASSWORD_RULE_MESSAGE);

export const PASSWORDS_DIFFER_MESSAGE = 'The passwords do not match';
