import { WEB_ROUTES } from '@signflow/contract/web-paths';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useGetSigningRecordQuery } from '../../../api/signing-record-api';
import { notify } from '../../../components/toast';
import { useLeaveForMissingDocument } from '../../../components/use-leave-for-missing-document';
import { useTimeOfChange } from '../../../components/use-time-of-change';

/**
 * The signing record of the draft being edited, fresh on every visit. A document that cannot be read, or is
 * no longer a draft, sends the owner back to Documents: only a draft's fields may change. `sentHere` says the
 * editor's own Send made it so: the editor leaves by itself, without the complaint.
 */
export function useDraftSigningRecord(documentId: string, { sentHere = false }: { sentHere?: boolean } = {}) {
  const navigate = useNavigate();
  const leaveForMissingDocument = useLeaveForMissingDocument();
  const record = useGetSigningRecordQuery(documentId, { skip: !documentId, refetchOnMountOrArgChange: true });

  // What an earlier screen kept (Prepare again's dialog read the record as Cancelled) is shown until the fresh answer
  // comes: only a request started since this document's editor opened says whether it is still a draft.
  const openedAt = useTimeOfChange(documentId);
  const requestedSinceOpening = (record.startedTimeStamp ?? 0) >= openedAt;
  const settled = !record.isFetching && requestedSinceOpening;
  const status = settled ? record.data?.document.status : undefined;
  const failed = settled && record.isError;
  // The earlier screen's own read may still have been under way as the editor opened (Prepare again's refreshes the
  // record as the editor opens), and the editor's read is not made while one is: once it ends, read again.
  const readBeforeOpening = !record.isUninitialized && !record.isFetching && !requestedSinceOpening;
  const { refetch } = record;
  useEffect(() => {
    if (readBeforeOpening) refetch();
  }, [readBeforeOpening, refetch]);
  useEffect(() => {
    if (sentHere) return;
    if (!documentId || failed) {
      leaveForMissingDocument();
    } else if (status && status !== 'Draft') {
      notify.error('Only a draft document can be changed');
      navigate(WEB_ROUTES.documents, { replace: true });
    }
  }, [documentId, failed, status, navigate, leaveForMissingDocument, sentHere]);

  return record;
}
