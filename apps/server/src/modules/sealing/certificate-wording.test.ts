import { AUDIT_EVENT_LABEL_TRANSLATIONS, AUDIT_EVENT_LABELS, AUDIT_EVENT_TYPES } from '@signflow/contract/audit';
import { describe, expect, it } from 'vitest';
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
});
