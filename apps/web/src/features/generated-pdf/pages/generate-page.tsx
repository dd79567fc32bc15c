import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectToken, signedOut } from '../../../app/session/auth-slice';
import { useLeaveForMissingDocument } from '../../documents/hooks/use-leave-for-missing-document';
import { ownerPdfSource } from '../api/pdf-sources';
import { GeneratedPdfViewer } from '../components/generated-pdf-viewer';

const ARCHIVE = { to: '/archives', label: 'Back to Archive' } as const;

/** SPEC §2 /generate?templateId={documentId}: the owner's generated (flattened) PDF. */
export function GeneratePage() {
  const leaveForMissingDocument = useLeaveForMissingDocument();
  const dispatch = useAppDispatch();
  const [search] = useSearchParams();
  const documentId = search.get('templateId') ?? '';
  const token = useAppSelector(selectToken);
  const load = useMemo(() => ownerPdfSource(documentId, token), [documentId, token]);

  const onFailure = useCallback(
    (status: number | null) => {
      // SPEC §8, as the editor does: a document that cannot be read sends the owner back to Documents.
      if (status === 404) leaveForMissingDocument();
      // The session is over, as for any other call of the app (base-api): signing out leads to /login.
      if (status === 401) dispatch(signedOut());
    },
    [leaveForMissingDocument, dispatch],
  );

  return <GeneratedPdfViewer load={load} back={ARCHIVE} onFailure={onFailure} />;
}
