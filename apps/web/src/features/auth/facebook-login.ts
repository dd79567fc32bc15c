import { FACEBOOK_ERROR } from '@signflow/contract/social-sign-in';
import { loadScript } from './load-script';

const SDK_URL = 'https://connect.facebook.net/en_US/sdk.js';
const GRAPH_VERSION = 'v19.0';

/** Facebook Login did not give a token (closed, refused, or the SDK failed): `code` is the published FACEBOOK_ERROR. */
export class FacebookLoginError extends Error {
  readonly code = FACEBOOK_ERROR;
  constructor(reason: string) {
    super(`${FACEBOOK_ERROR}: ${reason}`);
  }
}

interface FacebookSdk {
  init(options: { appId: string; version: string; cookie?: boolean; xfbml?: boolean }): void;
  login(
    callback: (response: { status?: string; authResponse?: { accessToken?: string } | null }) => void,
    options: { scope: string },
  ): void;
}

/**
 * A user access token from Facebook Login, its SDK loaded on demand (load-script.ts). The SDK failing to load
 * rejects with ScriptLoadError (ADD_SCRIPT_ERROR); Login failing, with FacebookLoginError (FACEBOOK_ERROR).
 */
export async function facebookAccessToken(appId: string | undefined): Promise<string> {
  if (!appId) throw new FacebookLoginError('no app id');
  await loadScript(SDK_URL);
  const sdk = (window as unknown as { FB?: FacebookSdk }).FB;
  if (!sdk) throw new FacebookLoginError('the SDK did not start');
  return new Promise((resolve, reject) => {
    try {
      sdk.init({ appId, version: GRAPH_VERSION, cookie: false, xfbml: false });
      sdk.login(
        (response) => {
          const token = response.authResponse?.accessToken;
          if (response.status === 'connected' && token) resolve(token);
          else reject(new FacebookLoginError(response.status ?? 'no answer'));
        },
        { scope: 'public_profile,email' },
      );
    } catch (error) {
      reject(new FacebookLoginError(error instanceof Error ? error.message : 'the SDK failed'));
    }
  });
}
