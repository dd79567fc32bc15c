import { describe, expect, it } from 'vitest';
import { signerLanguage } from './signer-language';

describe('signerLanguage', () => {
  it('keeps the language chosen in this browser', () => {
    expect(signerLanguage({ kept: 'fr', browser: ['de-DE'], invitation: 'tr' })).toBe('fr');
  });
  it('takes the first of the browser’s languages that is one of ours, by its base', () => {
    expect(signerLanguage({ kept: null, browser: ['ja-JP', 'de-AT', 'en'], invitation: 'tr' })).toBe('de');
    expect(signerLanguage({ kept: null, browser: ['ES'], invitation: 'tr' })).toBe('es');
  });
  it('falls back on the invitation’s language (the owner’s), else none', () => {
    expect(signerLanguage({ kept: null, browser: ['ja-JP', 'zh'], invitation: 'tr' })).toBe('tr');
    expect(signerLanguage({ kept: null, browser: [], invitation: undefined })).toBeNull();
  });
});
