import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type JWK } from 'oidc-provider';

/** A person the provider signs in: the `login` typed on its sign-in page is their `sub`. */
export interface LocalPerson {
  sub: string;
  email?: string;
  emailVerified?: boolean;
  givenName?: string;
  familyName?: string;
  /** The `sub` its UserInfo answers, when not theirs: a provider at fault, or an answer swapped on the way. */
  userInfoSubject?: string;
}

export interface LocalClient {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
}

/**
 * Where the provider puts the e-mail and profile claims the `email` and `profile` scopes ask for:
 * - `google`: in the ID token too (oidc-provider's `conformIdTokenClaims` off), as Google sends them;
 * - `package-defaults`: oidc-provider's own settings, which follow OpenID Connect Core 5.4: the ID token of a code
 *   exchange carries `sub` alone, and those claims are answered only at the UserInfo endpoint.
 */
export type LocalProviderSettings = 'google' | 'package-defaults';

export interface LocalProvider {
  /** The issuer identifier, `http://127.0.0.1:<port>`: the app's GOOGLE_ISSUER. */
  issuer: string;
  /** People to sign in, by `sub`; one not listed is answered by `personOf` (its default: no such person). */
  people: Map<string, LocalPerson>;
  close(): Promise<void>;
}

/**
 * A real OpenID Connect provider (oidc-provider) on 127.0.0.1: discovery, authorization with its development
 * login and consent pages (any password), the token endpoint, UserInfo, signed ID tokens and their keys. Whether
 * the ID token carries the e-mail and profile claims is `settings` (LocalProviderSettings).
 */
export async function startLocalProvider(options: {
  clients: LocalClient[];
  settings: LocalProviderSettings;
  port?: number;
  personOf?: (sub: string) => LocalPerson | undefined;
}): Promise<LocalProvider> {
  const people = new Map<string, LocalPerson>();
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', resolve);
  });
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const signingKey = { ...(privateKey.export({ format: 'jwk' }) as JWK), kid: 'local-1', use: 'sig', alg: 'RS256' };

  const provider = new Provider(issuer, {
    clients: options.clients.map((client) => ({
      client_id: client.clientId,
      client_secret: client.clientSecret,
      redirect_uris: client.redirectUris,
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_post',
    })),
    jwks: { keys: [signingKey] },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'given_name', 'family_name'] },
    ...(options.settings === 'google' ? { conformIdTokenClaims: false } : {}),
    features: { devInteractions: { enabled: true } },
    ttl: { AuthorizationCode: 60, Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600 },
    async findAccount(context, sub) {
      const person = people.get(sub) ?? options.personOf?.(sub);
      if (!person) return undefined;
      return {
        // UserInfo answers the account's id as its `sub`.
        accountId: context.oidc.route === 'userinfo' ? (person.userInfoSubject ?? sub) : sub,
        async claims() {
          return {
            sub,
            email: person.email,
            email_verified: person.emailVerified ?? false,
            given_name: person.givenName,
            family_name: person.familyName,
            name: [person.givenName, person.familyName].filter(Boolean).join(' ') || undefined,
          };
        },
      };
    },
  });
  server.on('request', provider.callback());
  return {
    issuer,
    people,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
