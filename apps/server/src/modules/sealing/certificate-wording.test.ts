import { AUDIT_EVENT_LABEL_TRANSLATIONS, AUDIT_EVENT_LABELS, AUDIT_EVENT_TYPES } from '@signflow/contract/audit';
import { describe, expect, it } from 'vitest';
import { certificateEventLine } from './certificate-page';
import { CERTIFICATE_WORDING, certificateEventLabel } from './certificate-wording';

describe('certificate wording', () => {
  it('calls each event by the contract’s label, in English and translated', () => {
    expect(certificateEventLabel('en', 'uploaded')).toBe('Document uploaded');
    expect(certificateEventLabel('de', 'uploaded')).toBe('Dokument hochgeladen');
    for (const type of AUDIT_EVENT_TYPES) {
      expect(certificateEventLabel('en', type)).toBe(AUDIT_EVENT_LABELS[type]);
      for (const language of ['tr', 'de', 'fr', 'es'] as const) {
        expect(certificateEventLabel(language, type), `${language} ${type}`).toBeTruthy();
      }
    }
  });

  it.each(['tr', 'de', 'fr', 'es'] as const)(
    'words a rejection and a revision in %s as the events say them',
    (language) => {
      const labels = AUDIT_EVENT_LABEL_TRANSLATIONS[language];
      expect(CERTIFICATE_WORDING[language].decisions.rejected).toBe(labels.Rejected);
      expect(CERTIFICATE_WORDING[language].decisions.revision).toBe(labels['Revision asked']);
    },
  );

  it('quotes the reason a signer gave for rejecting, in the owner’s language', () => {
    const event = {
      at: new Date('2026-11-24T08:00:00Z'),
      type: 'rejected' as const,
      actor: 'Amy',
      actorEmail: 'amy@example.com',
      ip: '203.0.113.9',
      details: { reason: 'Wrong amount on page 2' },
    };
    expect(certificateEventLine(event, 'en')).toBe(
      '2026-11-24 08:00:00 UTC+00:00  Rejected · Amy <amy@example.com> · 203.0.113.9 · Reason: “Wrong amount on page 2”',
    );
    expect(certificateEventLine(event, 'de')).toContain('Abgelehnt');
    expect(certificateEventLine(event, 'de')).toContain('Begründung: “Wrong amount on page 2”');
    expect(certificateEventLine({ ...event, details: {} }, 'en')).not.toContain('Reason');
  });
});
