import { API_MESSAGES } from '@signflow/contract/api-errors';
import type { DocumentStatus } from '@signflow/contract/documents';
import { describe, expect, it } from 'vitest';
import type { SignerRecord } from '../../../api/document-types';
import { linkProblemOf, recordProblemOf } from './link-problem';

const answer = (status: number, message: string) => ({ status, data: { code: status, message } });

describe('signer link problems', () => {
  it.each([
    ['expired', answer(401, API_MESSAGES.expiredLink)],
    ['expired', answer(404, API_MESSAGES.notFound)],
    ['submitted', answer(409, API_MESSAGES.signAlreadySubmitted)],
    ['ended', answer(409, API_MESSAGES.signingEnded)],
    ['unreachable', answer(503, API_MESSAGES.internal)],
    ['unreachable', { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }],
  ])('reads %s from %j', (problem, error) => {
    expect(linkProblemOf(error)).toBe(problem);
  });
});

describe('a signing record that cannot be signed', () => {
  const record = (status: DocumentStatus, submitted: boolean): SignerRecord => ({
    document: { id: 'd', name: 'contract.pdf', status, pdfPath: '/user-sign/d', pageCount: 1 },
    signers: [],
    fields: [],
    signerId: 's',
    submitted,
    language: 'en',
    sender: { name: 'Owen', email: 'owen@example.com' },
    message: null,
    followUp: { kind: 'completes', names: [] },
    embedOrigins: [],
  });

  it.each([
    ['Sent', false, null],
    ['Sent', true, 'submitted'],
    ['Completed', true, 'submitted'],
    ['Rejected', false, 'ended'],
    ['Revision', false, 'ended'],
    ['Draft', false, 'ended'],
  ] as const)('a %s document, submitted: %s, is %s', (status, submitted, problem) => {
    expect(recordProblemOf(record(status, submitted))).toBe(problem);
  });
});
