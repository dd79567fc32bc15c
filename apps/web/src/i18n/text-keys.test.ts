import { API_MESSAGES, fillTemplate } from '@signflow/contract/api-errors';
import { PACKAGES } from '@signflow/contract/billing';
import { MAX_EMAIL_LENGTH, tooLongMessage } from '@signflow/contract/fields';
import { APPROVAL_LEVELS } from '@signflow/contract/flows';
import { describe, expect, it } from 'vitest';
import { textKey } from './text-keys';
import { tr } from './tr';

/** What a Turkish reader sees for a text that arrives filled in. */
function inTurkish(text: string): string {
  const found = textKey(text);
  if (!found) return text;
  return fillTemplate((tr as Record<string, string>)[found.key] ?? found.key, found.values ?? {});
}

describe('textKey', () => {
  it('is the text itself when it is a key', () => {
    expect(textKey('Sign in')).toEqual({ key: 'Sign in' });
  });

  it('reads a figure back from a message filled in from its constant', () => {
    expect(textKey(tooLongMessage(MAX_EMAIL_LENGTH))).toEqual({
      key: 'Must be {{max}} characters or less',
      values: { max: String(MAX_EMAIL_LENGTH) },
    });
    expect(inTurkish(tooLongMessage(MAX_EMAIL_LENGTH))).toBe(`En fazla ${MAX_EMAIL_LENGTH} karakter olmalı`);
  });

  it('prefers the template with the most words of its own', () => {
    const level = fillTemplate(API_MESSAGES.signerNeedsLevel, { position: 2, ...APPROVAL_LEVELS });
    // 'Signer {{number}}' fits too, but says less.
    expect(textKey(level)?.key).toBe(API_MESSAGES.signerNeedsLevel);
    expect(inTurkish(level)).toBe(
      `İmzacı 2 için ${APPROVAL_LEVELS.min} ile ${APPROVAL_LEVELS.max} arasında bir seviye gerekli`,
    );
  });

  it("translates each package's features, whose limits come from the plans", () => {
    const labels = PACKAGES.flatMap((pack) => pack.packagePages.map((entry) => entry.split('::')[0] ?? ''));
    expect(labels.filter((label) => textKey(label) === null)).toEqual([]);
    expect(labels.filter((label) => inTurkish(label) === label)).toEqual([]);
  });

  it('knows no text that is neither a key nor a filled template', () => {
    expect(textKey('Something nobody wrote')).toBeNull();
  });
});
