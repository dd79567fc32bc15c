import { SIGNER_TOKEN_PARAM } from '@signflow/contract/signing';
import { useSearchParams } from 'react-router';
import { SignerEndingScreen } from '../components/signer-ending-screen';

/** /user-sign-done, with the link's query: where a signer lands after Done, Reject or Revise. */
export function SigningEndingPage() {
  const [search] = useSearchParams();
  return <SignerEndingScreen token={search.get(SIGNER_TOKEN_PARAM) ?? ''} />;
}
