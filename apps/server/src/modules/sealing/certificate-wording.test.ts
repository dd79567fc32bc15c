import { AUDIT_EVENT_LABELS, AUDIT_EVENT_TYPES } from '@signflow/contract/audit';
import { LANGUAGES } from '@signflow/contract/languages';
import { wordsOf } from '@signflow/contract/words';
import { describe, expect, it } from 'vitest';
import { certificateEventLine, consentLine, verificationLine } from './certificate-page';
import { certificateEventLabel } from './certificate-wording';

const TRANSLATED = LANGUAGES.filter((language) => language !== 'en');

describe('certificate wording', () => {
  it('calls each event by the contract’s label, in English and translated', () => {
    expect(certificateEventLabel('en', 'uploaded')).toBe('Document uploaded');
    expect(certificateEventLabel('de', 'uploaded')).toBe('Dokument hochgeladen');
    for (const type of AUDIT_EVENT_TYPES) {
      expect(certificateEventLabel('en', type)).toBe(AUDIT_EVENT_LABELS[type]);
      for (const language of TRANSLATED) {
        expect(certificateEventLabel(language, type), `${language} ${type}`).toBeTruthy();
      }
    }
  });

  it.each(TRANSLATED)('words a rejection and a revision in %s as the events say them', (language) => {
    const { certificate, auditEvents } = wordsOf(language);
    expect(certificate.decisions.rejected).toBe(auditEvents.Rejected);
    expect(certificate.decisions.revision).toBe(auditEvents['Revision asked']);
  });

  it('quotes the reason a signer gave for rejecting, in the owner’s language', () => {
    const event = {
      at: new Date('2026-11-24T08:00:00Z'),
      type: 'rejected' as const,
      actorKind: 'signer' as const,
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

  it('names an API key as the key, by its name, in the owner’s language', () => {
    const event = {
      at: new Date('2026-11-24T08:00:00Z'),
      type: 'uploaded' as const,
      actorKind: 'api_key' as const,
      actor: 'HR system',
      actorEmail: null,
      ip: '203.0.113.9',
      details: {},
    };
    expect(certificateEventLine(event, 'en')).toBe(
      '2026-11-24 08:00:00 UTC+00:00  Document uploaded · API key “HR system” · 203.0.113.9',
    );
    expect(certificateEventLine(event, 'de')).toContain('API-Schlüssel “HR system”');
  });

  it('says how many answers of the earlier recipient a correction cleared, when it cleared any', () => {
    const event = {
      at: new Date('2026-11-24T08:00:00Z'),
      type: 'signer_corrected' as const,
      actorKind: 'owner' as const,
      actor: 'Olly Owner',
      actorEmail: 'olly@example.com',
      ip: null,
      details: {
        signerId: 'signer',
        oldName: 'Amy',
        newName: 'Rory',
        oldEmail: 'amy@example.com',
        newEmail: 'rory@example.com',
        answersCleared: '3',
      },
    };
    expect(certificateEventLine(event, 'en')).toBe(
      '2026-11-24 08:00:00 UTC+00:00  Signer corrected Amy <amy@example.com> → Rory <rory@example.com> · Olly Owner <olly@example.com> · Answers cleared: 3',
    );
    expect(certificateEventLine(event, 'fr')).toContain('Réponses effacées: 3');
    const none = { ...event, details: { ...event.details, answersCleared: '0' } };
    expect(certificateEventLine(none, 'en')).not.toContain('Answers cleared');
  });

  it('names the signers Prepare again added, removed and changed, with their level, and the fields that went', () => {
    const base = {
      at: new Date('2026-11-24T08:00:00Z'),
      actorKind: 'owner' as const,
      actor: 'Olly Owner',
      actorEmail: 'olly@example.com',
      ip: '203.0.113.9',
    };
    const person = { signerId: 's', name: 'Bo Li', email: 'bo@example.com', level: '2' };
    expect(certificateEventLine({ ...base, type: 'signer_added', details: person }, 'en')).toBe(
      '2026-11-24 08:00:00 UTC+00:00  Signer added Bo Li <bo@example.com> (Level 2) · Olly Owner <olly@example.com> · 203.0.113.9',
    );
    const removed = { ...base, type: 'signer_removed' as const, details: { ...person, fieldsRemoved: '2' } };
    expect(certificateEventLine(removed, 'en')).toBe(
      '2026-11-24 08:00:00 UTC+00:00  Signer removed Bo Li <bo@example.com> (Level 2) · Olly Owner <olly@example.com> · 203.0.113.9 · Fields removed: 2',
    );
    expect(certificateEventLine(removed, 'de')).toContain('Unterzeichner entfernt Bo Li <bo@example.com> (Stufe 2)');
    expect(certificateEventLine(removed, 'de')).toContain('Entfernte Felder: 2');
    const changed = {
      ...base,
      type: 'signer_changed' as const,
      details: {
        signerId: 's',
        oldName: 'Bo',
        newName: 'Bo Li',
        oldEmail: 'bo@example.com',
        newEmail: 'bo.li@example.com',
        oldLevel: '1',
        newLevel: '2',
      },
    };
    expect(certificateEventLine(changed, 'en')).toContain(
      'Signer changed Bo <bo@example.com> (Level 1) → Bo Li <bo.li@example.com> (Level 2) · Olly Owner',
    );
    expect(certificateEventLine(changed, 'es')).toContain('Firmante modificado Bo <bo@example.com> (Nivel 1)');
  });

  it('states a replaced PDF with both hashes, the pages before and after and the fields dropped, in every language', () => {
    const event = {
      at: new Date('2026-11-24T08:00:00Z'),
      type: 'file_replaced' as const,
      actorKind: 'owner' as const,
      actor: 'Olly Owner',
      actorEmail: 'olly@example.com',
      ip: null,
      details: { oldSha256: 'aaa', sha256: 'bbb', oldPageCount: '3', pageCount: '2', fieldsDropped: '1' },
    };
    expect(certificateEventLine(event, 'en')).toBe(
      '2026-11-24 08:00:00 UTC+00:00  PDF replaced · Olly Owner <olly@example.com> · SHA-256: aaa → bbb · Pages: 3 → 2 · Fields dropped: 1',
    );
    expect(certificateEventLine(event, 'tr')).toContain('PDF değiştirildi');
    expect(certificateEventLine(event, 'fr')).toContain('Champs retirés: 1');
    const nothingDropped = { ...event, details: { ...event.details, fieldsDropped: '0' } };
    expect(certificateEventLine(nothingDropped, 'en')).not.toContain('Fields dropped');
  });

  it('states a signer’s consent with its time and the sentence they agreed to, in the owner’s language', () => {
    const at = new Date('2026-11-24T08:00:05Z');
    expect(consentLine(at, 'en')).toBe(
      'Agreed to sign electronically: 2026-11-24 08:00:05 UTC+00:00 · “I agree that my electronic signature is the legal equivalent of my handwritten signature”',
    );
    expect(consentLine(at, 'de')).toBe(
      'Zustimmung zur elektronischen Unterschrift: 2026-11-24 08:00:05 UTC+00:00 · “Ich stimme zu, dass meine elektronische Unterschrift meiner handschriftlichen Unterschrift rechtlich gleichwertig ist”',
    );
    for (const language of ['tr', 'fr', 'es'] as const) {
      expect(consentLine(at, language)).toContain('2026-11-24 08:00:05 UTC+00:00');
    }
  });

  it('states how each signer proved who they are, and when they passed, in the owner’s language', () => {
    const at = new Date('2026-11-24T08:00:05Z');
    expect(verificationLine({ method: 'email_code', passedAt: at }, 'en')).toBe(
      'Identity check: E-mail code · passed at 2026-11-24 08:00:05 UTC+00:00',
    );
    expect(verificationLine({ method: 'access_code', passedAt: at }, 'de')).toBe(
      'Identitätsprüfung: Zugangscode · bestanden am 2026-11-24 08:00:05 UTC+00:00',
    );
    expect(verificationLine({ method: 'link', passedAt: null }, 'en')).toBe('Identity check: Link only');
    for (const language of ['tr', 'fr', 'es', 'id'] as const) {
      expect(verificationLine({ method: 'email_code', passedAt: at }, language)).toContain(
        '2026-11-24 08:00:05 UTC+00:00',
      );
    }
  });
});
