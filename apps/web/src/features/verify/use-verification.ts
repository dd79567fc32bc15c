import type { VerifyResponse } from '@signflow/contract/verify';
import { useRef, useState } from 'react';
import type { Translatable } from '../../api/api-error';
import { formPostFailure } from '../../api/form-post-failure';
import { looksLikePdf } from '../../components/looks-like-pdf';
import { verifyDocument } from './api/verify-document';

export type Verification =
  | { step: 'idle' }
  | { step: 'checking'; fileName: string; progress: number }
  | { step: 'done'; fileName: string; verdict: VerifyResponse }
  | { step: 'failed'; fileName: string | null; reason: Translatable };

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
      update({ step: 'failed', fileName, reason: formPostFailure(error) });
    }
  };

  return { verification, verify };
}
