import { API_MESSAGES } from '@signflow/contract/api-errors';
import {
  changePasswordFormSchema,
  forgotPasswordSchema,
  loginSchema,
  recoverPasswordFormSchema,
  registerFormSchema,
  setPasswordFormSchema,
} from '@signflow/contract/auth';
import { flowApproverRowSchema, flowEditorSchema, flowHeaderSchema } from '@signflow/contract/flows';
import { documentSignerRowSchema, prepareAgainFormSchema } from '@signflow/contract/prepare-again';
import { profileUpdateSchema } from '@signflow/contract/profile';
import {
  cancelDocumentSchema,
  reminderSettingsSchema,
  signerCorrectionSchema,
} from '@signflow/contract/sender-controls';
import { declineReasonFormSchema } from '@signflow/contract/signing';
import { twoFactorEnableSchema, twoFactorSignInSchema } from '@signflow/contract/two-factor';
import { describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { en } from './en';
import { textKey } from './text-keys';
import { TRANSLATIONS } from './translations';

/** Values that break every rule of a text field at least once (a form's inputs only ever hold text). */
const BAD_VALUES = [undefined, '', ' ', 'x', 'abcd', 'lettersonly', '12345678', '1234', 'x'.repeat(1000)];

/** Every message a schema can give, found by feeding each field every bad value (other fields left empty). */
function messagesOf(schema: ZodType, fields: string[]): Set<string> {
  const messages = new Set<string>();
  for (const field of fields) {
    for (const value of BAD_VALUES) {
      const result = schema.safeParse({ [field]: value });
      for (const issue of result.error?.issues ?? []) messages.add(issue.message);
    }
  }
  return messages;
}

const FORMS: [string, ZodType, string[]][] = [
  ['login', loginSchema, ['email', 'password']],
  ['register', registerFormSchema, ['firstName', 'lastName', 'email', 'phoneNumber', 'password', 'retypePassword']],
  ['forgot password', forgotPasswordSchema, ['email']],
  ['recover password', recoverPasswordFormSchema, ['password', 'confirmPassword']],
  ['profile', profileUpdateSchema, ['firstName', 'lastName', 'phoneNumber', 'address', 'companyName', 'jobTitle']],
  ['correct a signer', signerCorrectionSchema, ['name', 'email']],
  ['cancel signing', cancelDocumentSchema, ['reason']],
  ['reject', declineReasonFormSchema('rejected'), ['reason']],
  ['revise', declineReasonFormSchema('revision'), ['reason']],
  ['automatic reminders', reminderSettingsSchema, ['afterDays', 'everyDays', 'maxCount']],
  ['change password', changePasswordFormSchema, ['currentPassword', 'newPassword', 'confirmPassword']],
  ['set a password', setPasswordFormSchema, ['newPassword', 'confirmPassword']],
  ['edit a flow', flowHeaderSchema, ['flowName', 'flowDesc']],
  ['the flow editor', flowEditorSchema, ['flowName', 'flowDesc', 'approvers']],
  [
    'a row of the flow editor',
    flowApproverRowSchema,
    ['approverName', 'approverMail', 'approvalLevel', 'flowDetailId'],
  ],
  ['prepare again', prepareAgainFormSchema, ['signers']],
  ['a signer of prepare again', documentSignerRowSchema, ['approverName', 'approverMail', 'approvalLevel', 'signerId']],
  ['two-step sign-in', twoFactorSignInSchema, ['challenge', 'code']],
  ['turn on two-step sign-in', twoFactorEnableSchema, ['code']],
];

describe('interface texts', () => {
  it.each(FORMS)('has a key for every validation message of the %s form', (_name, schema, fields) => {
    const messages = [...messagesOf(schema, fields)];
    expect(messages.length).toBeGreaterThan(0);
    // A message stating a figure ('Must be 254 characters or less') is its template filled in.
    expect(messages.filter((message) => textKey(message) === null)).toEqual([]);
  });

  it('has every message the server words itself as a key', () => {
    expect(Object.values(API_MESSAGES).filter((message) => !(message in en))).toEqual([]);
  });

  it.each(Object.entries(TRANSLATIONS).filter(([language]) => language !== 'en'))(
    'translates every key into %s, keeping the {{placeholders}}',
    (_language, translations) => {
      const placeholders = (text: string) => (text.match(/\{\{\w+\}\}/g) ?? []).sort();
      for (const key of Object.keys(en)) {
        const translation = (translations as Record<string, string>)[key];
        expect(translation, key).toBeTruthy();
        expect(placeholders(translation ?? ''), key).toEqual(placeholders(key));
      }
    },
  );
});
