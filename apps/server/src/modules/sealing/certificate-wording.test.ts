import { AUDIT_EVENT_LABELS } from '@signflow/contract/audit';
import { describe, expect, it } from 'vitest';
// The web app's translations: the certificate must call each event what the document's history calls it.
import { de } from '../../../../web/src/i18n/de';
import { es } from '../../../../web/src/i18n/es';
import { fr } from '../../../../web/src/i18n/fr';
import { tr } from '../../../../web/src/i18n/tr';
import { CERTIFICATE_WORDING, certificateEventLabel } from './certificate-wording';

describe('certificate wording', () => {
  it('calls each event by the contract’s English label', () => {
    expect(certificateEventLabel('en', 'uploaded')).toBe('Document uploaded');
    for (const [type, label] of Object.entries(AUDIT_EVENT_LABELS)) {
      expect(certificateEventLabel('en', type as keyof typeof AUDIT_EVENT_LABELS)).toBe(label);
    }
  });

  it.each([
    ['tr', tr],
    ['de', de],
    ['fr', fr],
    ['es', es],
  ] as const)('translates events and decisions into %s as the web app does', (language, web) => {
    const wording = CERTIFICATE_WORDING[language];
    for (const label of Object.values(AUDIT_EVENT_LABELS)) {
      expect(wording.eventLabels[label], label).toBe(web[label]);
    }
    expect(wording.decisions).toEqual({
      approved: web.Approved,
      rejected: web.Rejected,
      revision: web['Revision asked'],
    });
  });
});
