import type { Location } from 'react-router';

/** What a protected route leaves in the router state when it sends a visitor to /login. */
interface ReturnState {
  from: string;
}

export function returnStateFor(location: Location): ReturnState {
  return { from: `${location.pathname}${location.search}${location.hash}` };
}

/** Where to go after signing in: the remembered location, or '/'. Only paths of this app are followed. */
export function returnPathFrom(state: unknown): string {
  const from = typeof state === 'object' && state !== null ? (state as Partial<ReturnState>).from : undefined;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : '/';
}
