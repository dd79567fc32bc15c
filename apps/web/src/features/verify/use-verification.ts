import type { VerifyResponse } from '@signflow/contract/verify';
import { useRef, useState } from 'react';
import { readApiError, type Translatable, translationKeyOf } from '../../api/api-error';
import { FormPostError } from '../../api/post-form-with-progress';
import { looksLikePdf } from '../../components/looks-like-pdf';
import { verifyDocument } from './api/verify-document';

export type Verification =
  | { step: 'idle' }
  | { step: 'checking'; fileName: string; progress: number }
  | { step: 'done'; fileName: string; verdict: VerifyResponse }
  | { step: 'failed'; fileName: string | null; reason: Translatable };

/** Why a file could not be checked: the server's message (e.g. too large), else what went wrong on the way. */
export function reasonOf(error: unknown): Translatable {
  if (!(error instanceof FormPostError)) return ['Failed'];
  if (error.answer.status === 0) return ['The file could not be sent: check your connection and try again'];
  const apiError = readApiError(error.answer);
  return apiError ? translationKeyOf(apiError) : ['Failed'];
}

/** Checks the chosen file; a file chosen while another is being sent replaces it, and the first answer is dropped. */
export function useVerification() {
  const [verification, setVerification] = useState<Verification>({ step: 'idle' });
  const latestAttempt = useRef(0);

  /** The files chosen or dropped: exactly one PDF is checked. */
  const verify = async (files: File[]) => {
    const attempt = ++latestAttempt.current;
    const update = (next: Verification) => {
      if (attempt === latestAttempt.current) setVerification(next);
    };
    const [file] = files;
    if (!file || files.length > 1) {
      update({ step: 'failed', fileName: null, reason: ['Choose one PDF at a time'] });
      return;
    }
    const fileName = file.name;
    if (!looksLikePdf(file)) {
      update({ step: 'failed', fileName, reason: ['The file is not a PDF'] });
      return;
    }
    update({ step: 'checking', fileName, progress: 0 });
    try {
      const verdict = await verifyDocument(file, (progress) => update({ step: 'checking', fileName, progress }));
      update({ step: 'done', fileName, verdict });
    } catch (error) {
      update({ step: 'failed', fileName, reason: reasonOf(error) });
    }
  };

  return { verification, verify };
}
