import { verifyEmailSchema } from '@signflow/contract/auth';
import { useEffect, useRef, useState } from 'react';
import { readApiError, type Translatable, translationKeyOf } from '../../../app/api/api-error';
import { useVerifyEmailMutation } from '../api/auth-api';

export type VerifyEmailOutcome =
  | { state: 'pending' }
  | { state: 'verified'; message: string }
  | { state: 'failed'; message: Translatable };

/** A link whose token cannot be one is refused here, with the server's own words for it. */
const INVALID_LINK: VerifyEmailOutcome = {
  state: 'failed',
  message: ['This e-mail verification link is invalid'],
};

/** Posts the link's token once (a second render, or React's development double effect, sends nothing more). */
export function useVerifyEmailLink(token: string | null): VerifyEmailOutcome {
  const valid = verifyEmailSchema.safeParse({ token }).success;
  const [verifyEmail] = useVerifyEmailMutation();
  const [outcome, setOutcome] = useState<VerifyEmailOutcome>(valid ? { state: 'pending' } : INVALID_LINK);
  const posted = useRef<string | null>(null);

  useEffect(() => {
    if (!valid || !token || posted.current === token) return;
    posted.current = token;
    verifyEmail({ token })
      .unwrap()
      .then(
        (answer) => setOutcome({ state: 'verified', message: answer.message }),
        (error: unknown) => {
          const apiError = readApiError(error);
          setOutcome({ state: 'failed', message: apiError ? translationKeyOf(apiError) : ['Failed'] });
        },
      );
  }, [valid, token, verifyEmail]);

  return outcome;
}
