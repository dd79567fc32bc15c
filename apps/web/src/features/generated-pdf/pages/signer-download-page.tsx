import { SIGNER_TOKEN_PARAM } from '@signflow/contract/signing';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { notify } from '../../../components/toast';
import { useDocumentIdParam } from '../../../components/use-document-id-param';
import type { MessageKey } from '../../../i18n/en';
import { signerPdfSource } from '../api/pdf-sources';
import { GeneratedPdfViewer } from '../components/generated-pdf-viewer';

/** An unusable link token answers 401 'Expired Link'. */
function onSignerFailure(status: number | null) {
  if (status === 401) notify.error('Expired Link');
}

function signerFailureText(status: number | null): MessageKey | undefined {
  if (status === 401)
    return 'This link has expired or is no longer valid. Ask the sender of the document for a new one.';
  if (status === 404) return 'Document Not Found';
  return undefined;
}

/** /user-sign-download, the document (useDocumentIdParam) and the link's token in its query: the signer's generated (flattened) PDF. */
export function SignerDownloadPage() {
  const [search] = useSearchParams();
  const documentId = useDocumentIdParam();
  const token = search.get(SIGNER_TOKEN_PARAM) ?? '';
  const load = useMemo(() => signerPdfSource(documentId, token), [documentId, token]);
  return <GeneratedPdfViewer load={load} onFailure={onSignerFailure} failureText={signerFailureText} />;
}
