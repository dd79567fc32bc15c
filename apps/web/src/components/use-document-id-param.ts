import { DOCUMENT_QUERY_PARAM } from '@signflow/contract/web-paths';
import { useSearchParams } from 'react-router';

/**
 * The document a page's address names (/annotate, /generate, /user-sign-download), '' when none: read here only,
 * as its published query parameter is spelled `templateId` (docs/glossary.md).
 */
export function useDocumentIdParam(): string {
  const [search] = useSearchParams();
  const documentId = search.get(DOCUMENT_QUERY_PARAM);
  return documentId ?? '';
}
