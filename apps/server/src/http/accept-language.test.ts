import { describe, expect, it } from 'vitest';
import { acceptedLanguage } from './accept-language';

describe('acceptedLanguage', () => {
  it('takes the most wanted of our languages, by its base', () => {
    expect(acceptedLanguage('de-AT,de;q=0.9,en;q=0.8')).toBe('de');
    expect(acceptedLanguage('ja;q=0.9,fr-CA;q=0.8,en;q=0.7')).toBe('fr');
    expect(acceptedLanguage('en;q=0.5, tr;q=0.9')).toBe('tr');
  });

  it('is English without a header, with none of ours, or with refused ones only', () => {
    expect(acceptedLanguage(undefined)).toBe('en');
    expect(acceptedLanguage('ja,zh-CN;q=0.8,*;q=0.1')).toBe('en');
    expect(acceptedLanguage('de;q=0')).toBe('en');
  });
});
