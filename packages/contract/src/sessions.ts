/** One open sign-in of the account, as Profile lists it (GET /v1/profile/sessions). */
export interface SessionSummary {
  id: string;
  /** The sign-in this request was made with. */
  current: boolean;
  /** The browser's user agent when it was last seen; null before its first request. */
  userAgent: string | null;
  ip: string | null;
  lastSeenAt: string | null;
  createdAt: string;
}

export interface SessionsResponse {
  sessions: SessionSummary[];
}
