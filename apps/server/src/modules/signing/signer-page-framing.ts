import { DOCUMENT_QUERY_PARAM, WEB_ROUTES } from '@signflow/contract/web-paths';
import type { DbOrTx } from '../../db/client';
import { isId } from '../../http/route-params';
import { shortLivedCache } from '../../platform/short-lived-cache';
import { findDocument } from '../documents/document-store';
import type { EmbedOrigins } from '../embedding/embed-origins';

/** The web app's pages a signer opens from their link, in a frame too (docs/embedding.md). */
const SIGNER_PAGES: ReadonlySet<string> = new Set([
  WEB_ROUTES.signing,
  WEB_ROUTES.signingLegacy,
  WEB_ROUTES.signerEnding,
]);

/** A document's owner never changes: kept long, bounded in number. */
const OWNER_KEEP_MS = 10 * 60_000;
const MAX_DOCUMENTS_KEPT = 10_000;

/**
 * The origins, besides the app's own, whose pages may frame the web page at `url` (a path with its query): the
 * allowed origins of the owner of the document the signer's page names (`?templateId=`), none for any other page
 * or a document that does not exist. Asked on every load of the web app's page, so both reads are kept a while:
 * the owner of a document, and (EmbedOrigins) the account's list.
 */
export function signerPageFraming(db: DbOrTx, origins: EmbedOrigins) {
  const owners = shortLivedCache<string | null>({ keepMs: OWNER_KEEP_MS, maxEntries: MAX_DOCUMENTS_KEPT });
  return async (url: string): Promise<string[]> => {
    const address = new URL(url, 'http://page.invalid');
    if (!SIGNER_PAGES.has(address.pathname)) return [];
    const documentId = address.searchParams.get(DOCUMENT_QUERY_PARAM);
    if (!documentId || !isId(documentId)) return [];
    const accountId = await owners.get(documentId, async () => (await findDocument(db, documentId))?.accountId ?? null);
    return accountId ? origins.ofAccount(accountId) : [];
  };
}
