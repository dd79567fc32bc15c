import { LIVE_UPDATES_PATH, type LiveUpdateEventName } from '@signflow/contract/live-updates';
import { useEffect } from 'react';
import { useSelector, useStore } from 'react-redux';
import { type AuthState, selectToken } from '../session/auth-slice';
import { useAppDispatch } from '../store/hooks';
import { baseApi } from './base-api';
import { sessionCall } from './session-auth';

/**
 * Every query about documents (lists, counts, a signing record, an audit trail) provides 'Document'; a bulk send's
 * progress provides 'BulkSend'.
 */
const liveQueries = baseApi.enhanceEndpoints({ addTagTypes: ['Document', 'BulkSend'] });
type LiveTag = 'Document' | 'BulkSend';

/** What each event of the stream reads again: `ready` and `resync` everything, since changes may have been missed. */
const TAGS_OF_EVENT: Partial<Record<LiveUpdateEventName, readonly LiveTag[]>> = {
  ready: ['Document', 'BulkSend'],
  resync: ['Document', 'BulkSend'],
  document: ['Document'],
  'bulk-send': ['BulkSend'],
};

/** Changes that arrive together (a signer's submission, then the completion it causes) reload the lists once. */
const COALESCE_MS = 300;
const FIRST_RETRY_MS = 2_000;
const LONGEST_RETRY_MS = 60_000;

/** The names of the events in one chunk of the stream, and what is left over for the next. */
function eventNames(buffered: string): { names: string[]; rest: string } {
  const blocks = buffered.split(/\r?\n\r?\n/);
  const rest = blocks.pop() ?? '';
  const names = blocks.flatMap((block) =>
    block
      .split(/\r?\n/)
      .filter((line) => line.startsWith('event:'))
      .map((line) => line.slice('event:'.length).trim()),
  );
  return { names, rest };
}

/**
 * Keeps what a page shows of the account's documents (the lists, the overview, a History, a bulk send's progress)
 * current while it is shown: the owner's live updates (GET /v1/documents/events, read with fetch so the bearer token
 * goes in its header, never in the URL) reload them whenever a document of the account changes, a signer's answer
 * included, or one of its bulk sends goes on. Each time the stream opens (`ready`), the first time included, they are
 * read again: what changed while no page listened (another tab, a signer, a lost connection) shows at once. A lost
 * stream comes back after a growing pause; a 401 ends the session as any call's does.
 */
export function useLiveDocumentUpdates(): void {
  const store = useStore<{ auth: AuthState }>();
  const dispatch = useAppDispatch();
  const token = useSelector(selectToken);

  useEffect(() => {
    if (!token) return;
    const abort = new AbortController();
    let reload: ReturnType<typeof setTimeout> | undefined;
    const due = new Set<LiveTag>();
    // The first change starts the wait and those arriving during it join it; a steady stream of changes (a bulk send
    // making its documents) still reloads every COALESCE_MS rather than waiting for a pause that may not come.
    const reloadLists = (tags: readonly LiveTag[]) => {
      for (const tag of tags) due.add(tag);
      if (reload !== undefined) return;
      reload = setTimeout(() => {
        reload = undefined;
        dispatch(liveQueries.util.invalidateTags([...due]));
        due.clear();
      }, COALESCE_MS);
    };
    const pause = (ms: number) =>
      new Promise<void>((resolve) => {
        // Each pause's listener goes with it: a stream that reconnects all day does not pile them up.
        const stop = () => {
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(() => {
          abort.signal.removeEventListener('abort', stop);
          resolve();
        }, ms);
        abort.signal.addEventListener('abort', stop, { once: true });
      });

    const follow = async () => {
      let retryMs = FIRST_RETRY_MS;
      while (!abort.signal.aborted) {
        try {
          const call = sessionCall(store.getState, dispatch);
          const response = await fetch(LIVE_UPDATES_PATH, {
            headers: { ...call.headers, Accept: 'text/event-stream' },
            cache: 'no-store',
            signal: abort.signal,
          });
          call.answered(response.status);
          if (response.status === 401) return;
          if (response.ok && response.body) {
            const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
            let buffered = '';
            for (;;) {
              const { value, done } = await reader.read();
              if (done) break;
              const { names, rest } = eventNames(buffered + value);
              buffered = rest;
              for (const name of names) {
                if (name === 'ready') retryMs = FIRST_RETRY_MS;
                const tags = TAGS_OF_EVENT[name as LiveUpdateEventName];
                if (tags) reloadLists(tags);
              }
            }
          }
        } catch {
          // The network or the server went away: tried again below.
        }
        if (abort.signal.aborted) return;
        // Spread out, so the browsers of a node that restarts do not all come back at the same instant.
        await pause(retryMs * (0.5 + Math.random() / 2));
        retryMs = Math.min(retryMs * 2, LONGEST_RETRY_MS);
      }
    };
    void follow();
    return () => {
      abort.abort();
      clearTimeout(reload);
    };
  }, [token, store, dispatch]);
}
