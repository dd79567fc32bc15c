import { API_MESSAGES } from '@signflow/contract/api-errors';
import { verifyEmailSchema } from '@signflow/contract/auth';
import { useCallback, useEffect, useRef, useState } from 'react';
import { readApiError, type Translatable, translationKeyOf } from '../../../api/api-error';
import { useVerifyEmailMutation } from '../api/auth-api';

export type VerifyEmailOutcome =
  | { state: 'pending' }
  | { state: 'verified'; message: string }
  | { state: 'failed'; message: Translatable }
  /** No answer came (offline, server down): the same link may well work when tried again. */
  | { state: 'unreachable' };

/** A link whose token cannot be one is refused here, with the server's own words for it. */
const INVALID_LINK: VerifyEmailOutcome = { state: 'failed', message: [API_MESSAGES.verificationLinkInvalid] };

/**
 * Posts the link's token once (a second render, or React's development double effect, sends nothing more);
 * `retry` posts it again after no answer came.
 */
export function useVerifyEmailLink(token: string | null): { outcome: VerifyEmailOutcome; retry: () => void } {
  const valid = verifyEmailSchema.safeParse({ token }).success;
  const [verifyEmail] = useVerifyEmailMutation();
  const [outcome, setOutcome] = useState<VerifyEmailOutcome>(valid ? { state: 'pending' } : INVALID_LINK);
  const [attempt, setAttempt] = useState(0);
  const posted = useRef<string | null>(null);

  useEffect(() => {
    const key = `${token}#${attempt}`;
    if (!valid || !token || posted.current === key) return;
    posted.current = key;
    verifyEmail({ token })
      .unwrap()
      .then(
        (answer) => setOutcome({ state: 'verified', message: answer.message }),
        (error: unknown) => {
          const apiError = readApiError(error);
          setOutcome(apiError ? { state: 'failed', message: translationKeyOf(apiError) } : { state: 'unreachable' });
        },
      );
  }, [valid, token, attempt, verifyEmail]);

  const retry = useCallback(() => {
    setOutcome({ state: 'pending' });
    setAttempt((count) => count + 1);
  }, []);

  return { outcome, retry };
}
