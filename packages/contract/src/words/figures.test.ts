import { describe, expect, it } from 'vitest';
import { wordsOf } from '../words';
import { counter, figureWriter } from './types';

describe('figures in the mails', () => {
  it('are written as each language writes numbers', () => {
    expect(figureWriter('en')(5000)).toBe('5,000');
    expect(figureWriter('de')(5000)).toBe('5.000');
    expect(figureWriter('id')(1.5)).toBe('1,5');
    expect(counter('en')(1000, 'day', 'days')).toBe('1,000 days');
    expect(counter('fr')(1.5, 'heure', 'heures')).toBe('1,5 heure');
  });

  it('count a bulk send’s documents in the owner’s language', () => {
    const made = { template: 'Lease', created: 1500, total: 5000, sent: true };
    expect(wordsOf('en').mail.bulkSendFinished.made(made)).toContain(': 1,500 of 5,000,');
    expect(wordsOf('de').mail.bulkSendFinished.made(made)).toContain(': 1.500 von 5.000,');
    expect(wordsOf('id').mail.bulkSendFinished.made(made)).toContain(': 1.500 dari 5.000,');
    expect(wordsOf('tr').mail.bulkSendFinished.made(made)).toContain('5.000 satırdan 1.500;');
    expect(wordsOf('fr').mail.bulkSendFinished.failed(1200)).toMatch(/créées : 1\s200\./);
  });
});
