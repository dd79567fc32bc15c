import { describe, expect, it } from 'vitest';
import { registerSchema } from './auth';
import { documentNameOf, documentNameProblem } from './documents';
import {
  CONTROL_CHARACTERS_MESSAGE,
  INCOMPLETE_CHARACTER_MESSAGE,
  nameField,
  optionalName,
  optionalText,
  TEXT_DIRECTION_MESSAGE,
  typedText,
  withoutRefusedNameCharacters,
} from './fields';
import { approverSchema, createFlowSchema } from './flows';
import { profileUpdateSchema } from './profile';
import { senderMessageField } from './sender-controls';
import { decisionReasonField } from './signing';

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

describe('whole characters: no half of a surrogate pair alone', () => {
  it.each(['\ud800', '\udbff', '\udc00', '\udfff'])('refuses %j alone, at the start, inside and at the end', (half) => {
    for (const text of [half, `${half}Ada`, `Ada${half}Lovelace`, `Ada${half}`]) {
      expect(typedText().safeParse(text).error?.issues[0]?.message, JSON.stringify(text)).toBe(
        INCOMPLETE_CHARACTER_MESSAGE,
      );
    }
  });

  it('refuses a pair in the wrong order, and keeps every whole pair (emoji, rare scripts)', () => {
    expect(typedText().safeParse('\udc00\ud800').success).toBe(false);
    for (const text of ['Ada 🖋', '𝔄𝔡𝔞', '𠀋 family', '👩‍👩‍👧']) expect(typedText().parse(text)).toBe(text);
  });

  it('holds in names, optional texts, reasons and the sender’s message alike', () => {
    for (const schema of [nameField(), optionalText(100), optionalName(100), decisionReasonField, senderMessageField]) {
      expect(schema.safeParse('Ada\ud800').error?.issues[0]?.message).toBe(INCOMPLETE_CHARACTER_MESSAGE);
    }
  });
});

describe('names read as written: no character that changes the text direction', () => {
  const directionCharacters = [
    '\u202a',
    '\u202b',
    '\u202c',
    '\u202d',
    '\u202e',
    '\u2066',
    '\u2067',
    '\u2068',
    '\u2069',
    '\u200e',
    '\u200f',
    '\u061c',
  ];

  it.each(directionCharacters)('refuses %j in a name, a last name and a document’s name', (character) => {
    expect(nameField().safeParse(`Ada${character}Lovelace`).error?.issues[0]?.message).toBe(TEXT_DIRECTION_MESSAGE);
    expect(optionalName(100).safeParse(`${character}Lovelace`).error?.issues[0]?.message).toBe(TEXT_DIRECTION_MESSAGE);
    expect(documentNameProblem(`invoice${character}fdp.exe.pdf`)).toBe(TEXT_DIRECTION_MESSAGE);
  });

  it.each(directionCharacters)(
    'drops %j from a name that came from elsewhere, with control and incomplete characters',
    (character) => {
      const name = withoutRefusedNameCharacters(`Ada${character}Love\u0007lace\ud800`);
      expect(name).toBe('AdaLovelace');
      expect(nameField().parse(name)).toBe(name);
    },
  );

  it('keeps names in right-to-left scripts, and free texts may hold direction marks', () => {
    for (const name of ['نور الهدى', 'שרה כהן', 'Zoë Ünal-Çelik', 'Emoji 😀 Name']) {
      expect(nameField().parse(name)).toBe(name);
      expect(withoutRefusedNameCharacters(name)).toBe(name);
    }
    expect(optionalText(100).parse('Street \u200f5')).toBe('Street \u200f5');
  });
});

describe('a document’s name, from its file’s name', () => {
  it('is the last part of the path, without control characters, trimmed and bounded', () => {
    expect(documentNameOf('C:\\Users\\ada\\contract.pdf')).toBe('contract.pdf');
    expect(documentNameOf(' a\u0000b.pdf ')).toBe('ab.pdf');
    expect(documentNameOf(undefined)).toBe('document.pdf');
    expect(documentNameOf(`${'x'.repeat(300)}.pdf`)).toHaveLength(255);
  });

  it('is bounded between whole characters: an emoji the bound would split is left out whole', () => {
    expect(documentNameOf(`${'x'.repeat(254)}🖋.pdf`)).toBe('x'.repeat(254));
    expect(documentNameOf(`${'x'.repeat(253)}🖋.pdf`)).toBe(`${'x'.repeat(253)}🖋`);
    expect(documentNameProblem(`${'x'.repeat(254)}🖋.pdf`)).toBeNull();
  });

  it('is refused when the file name could not be read, and accepted otherwise', () => {
    expect(documentNameProblem('contract\ufffd.pdf')).toBe(
      'The file name holds characters that could not be read: rename the file and upload it again',
    );
    expect(documentNameProblem('contract\ud800.pdf')).toBe(INCOMPLETE_CHARACTER_MESSAGE);
    expect(documentNameProblem('Vertrag Müller 🖋.pdf')).toBeNull();
  });
});
