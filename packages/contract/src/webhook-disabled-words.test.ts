import { describe, expect, it } from 'vitest';
import { inDaysOrHours } from './webhooks';
import { wordsOf } from './words';

const say = { days: (days: number) => `${days} d`, hours: (hours: number) => `${hours} h` };
const body = (language: Parameters<typeof wordsOf>[0], hours: number) =>
  wordsOf(language).mail.webhookDisabled.body({ url: 'https://hooks.example/in', hours });

describe('how long an endpoint failed before it was turned off', () => {
  it('is said in days when it is whole days, else in hours', () => {
    expect(inDaysOrHours(72, say)).toBe('3 d');
    expect(inDaysOrHours(24, say)).toBe('1 d');
    expect(inDaysOrHours(36, say)).toBe('36 h');
    expect(inDaysOrHours(1, say)).toBe('1 h');
    expect(inDaysOrHours(0.5, say)).toBe('0.5 h');
  });

  it('is written with its unit in the form the count takes, in the owner’s mail', () => {
    expect(body('en', 72)).toContain('has failed for 3 days, so');
    expect(body('en', 24)).toContain('has failed for 1 day, so');
    expect(body('en', 1)).toContain('has failed for 1 hour, so');
    expect(body('en', 36)).toContain('has failed for 36 hours, so');
    expect(body('de', 72)).toContain('seit 3 Tagen fehlgeschlagen');
    expect(body('de', 1)).toContain('seit 1 Stunde fehlgeschlagen');
    expect(body('es', 24)).toContain('durante 1 día,');
    expect(body('fr', 5)).toContain('depuis 5 heures :');
    expect(body('id', 72)).toContain('selama 3 hari,');
    expect(body('tr', 2)).toContain('2 saattir başarısız');
  });

  it('is written as each language writes a fraction, for a setting of hours that is not whole', () => {
    expect(body('en', 1.5)).toContain('has failed for 1.5 hours, so');
    expect(body('de', 1.5)).toContain('seit 1,5 Stunden fehlgeschlagen');
    expect(body('es', 1.5)).toContain('durante 1,5 horas,');
    expect(body('fr', 1.5)).toContain('depuis 1,5 heure');
    expect(body('id', 1.5)).toContain('selama 1,5 jam,');
    expect(body('tr', 1.5)).toContain('1,5 saattir başarısız');
  });
});
