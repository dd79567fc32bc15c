import type { AppConfig } from './config';
import type { Db } from './db/client';
import type { AccessTokens } from './platform/access-tokens';
import type { Mailer } from './platform/mailer';

/** What route modules receive: configuration and the adapters, built once in app.ts. */
export interface AppContext {
  config: AppConfig;
  db: Db;
  tokens: AccessTokens;
  mailer: Mailer;
}
