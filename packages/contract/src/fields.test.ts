import { describe, expect, it } from 'vitest';
import { registerSchema } from './auth';
import { CONTROL_CHARACTERS_MESSAGE, nameField, optionalText, typedText } from './fields';
import { approverSchema, createFlowSchema } from './flows';
import { profileUpdateSchema } from './profile';

const controlCharacters = ['\u0000', '\u0001', '\u0007', '\u001b', '\u007f', '\u0085', '\u009f', '\n', '\t'];

describe('typedText: text a person typed', () => {
  it.each(controlCharacters)('refuses the control character %j inside the text', (character) => {
    const result = typedText().safeParse(`Ada${character}Lovelace`);
    expect(result.error?.issues[0]?.message).toBe(CONTROL_CHARACTERS_MESSAGE);
  });

  it('keeps letters of every script, accents, emoji and inner spaces', () => {
    for (const text of ['Zoë Ünal-Çelik', 'Ελένη', '李小龍', 'Ada 🖋 Lovelace', 'O’Brien & Co.']) {
      expect(typedText().parse(text)).toBe(text);
    }
  });

  it('trims the spaces and line breaks around the text before judging it', () => {
    expect(typedText().parse('  Ada\n')).toBe('Ada');
  });

  it('names the rule in names and optional texts too, ahead of their other rules', () => {
    expect(nameField().safeParse('\u0000').error?.issues[0]?.message).toBe(CONTROL_CHARACTERS_MESSAGE);
    expect(optionalText(10).safeParse('a\u0000b').error?.issues[0]?.message).toBe(CONTROL_CHARACTERS_MESSAGE);
    expect(optionalText(10).parse(null)).toBeNull();
  });
});

describe('every free-text field of the forms refuses control characters', () => {
  const cases = [
    { schema: registerSchema, valid: { firstName: 'Ada', email: 'ada@example.com', password: 'correct1horse' } },
    { schema: profileUpdateSchema, valid: { firstName: 'Ada' } },
    { schema: createFlowSchema, valid: { flowName: 'Contracts', approverCount: 1 } },
    { schema: approverSchema, valid: { approverName: 'Ada', approvalLevel: 1, approverMail: 'ada@example.com' } },
  ];
  const textKeys = new Set([
    'firstName',
    'lastName',
    'email',
    'address',
    'companyName',
    'jobTitle',
    'flowName',
    'flowDesc',
    'approverName',
    'approverMail',
  ]);

  it.each(cases)('$valid', ({ schema, valid }) => {
    expect(schema.safeParse(valid).success).toBe(true);
    const keys = Object.keys(schema.shape).filter((key) => textKeys.has(key));
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) {
      const result = schema.safeParse({ ...valid, [key]: 'Ada\u0000' });
      expect(
        result.error?.issues.map((issue) => issue.message),
        key,
      ).toContain(CONTROL_CHARACTERS_MESSAGE);
    }
  });
});
