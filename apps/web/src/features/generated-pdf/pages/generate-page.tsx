import { WEB_ROUTES } from '@signflow/contract/web-paths';
import { useCallback, useMemo } from 'react';
import { useSessionFetch } from '../../../api/session-auth';
import { useDocumentIdParam } from '../../../components/use-document-id-param';
import { useLeaveForMissingDocument } from '../../../components/use-leave-for-missing-document';
import { ownerPdfSource } from '../api/pdf-sources';
import { GeneratedPdfViewer } from '../components/generated-pdf-viewer';

const ARCHIVE = { to: WEB_ROUTES.archives, label: 'Back to Archive' } as const;

/** /generate, the document in its query (useDocumentIdParam): the owner's generated (flattened) PDF. */
export function GeneratePage() {
  const leaveForMissingDocument = useLeaveForMissingDocument();
  const documentId = useDocumentIdParam();
  // A 401 ends the session as for any other call of the app (session-auth): signing out leads to /login.
  const fetchAsOwner = useSessionFetch();
  const load = useMemo(() => ownerPdfSource(documentId, fetchAsOwner), [documentId, fetchAsOwner]);

  const onFailure = useCallback(
    (status: number | null) => {
      // As the editor does: a document that cannot be read sends the owner back to Documents.
      if (status === 404) leaveForMissingDocument();
    },
    [leaveForMissingDocument],
  );

  return <GeneratedPdfViewer load={load} back={ARCHIVE} onFailure={onFailure} />;
}
