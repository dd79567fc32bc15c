import type {
  SignerEnding,
  SignerLinkCheck,
  SignerRecordResponse,
  SignerStanding,
  SignerValidation,
} from '@signflow/contract/signing';
import { toField, toSignerDocument } from '../documents/wire';
import type { SignerRecord } from './signer-service';

/**
 * The signer's answers as published (docs/api.md#published-spellings): `documentID`, `signerID`, `DocName`,
 * `users` and `coordinates` are spelled here only; signer-service.ts speaks the glossary's names
 * (docs/glossary.md) and the routes answer through these.
 */

export function toSignerValidation({ documentId, signerId, ...rest }: SignerLinkCheck): SignerValidation {
  return { documentID: documentId, signerID: signerId, ...rest };
}

export function toSignerEnding({ documentId, signerId, documentName, ...rest }: SignerStanding): SignerEnding {
  return { documentID: documentId, signerID: signerId, DocName: documentName, ...rest };
}

export function toSignerRecordResponse({
  document,
  signers,
  fields,
  signerId,
  ...rest
}: SignerRecord): SignerRecordResponse {
  return {
    document: toSignerDocument(document),
    users: signers,
    coordinates: fields.map(toField),
    signerID: signerId,
    ...rest,
  };
}
