import type { AuthUser } from '@signflow/contract/auth';
import { PLANS, type Plan, type Subscription } from '@signflow/contract/plans';
import { type AuthState, initialAuthState } from '../session/auth-slice';
import { initialSubscriptionState, type SubscriptionState } from '../session/subscription-slice';
import { SCREEN_SIZES, type ScreenSize, screenSizeFor, type UiState } from './ui-slice';

/** Exactly these three slices are kept in localStorage, under the key 'root'. */
const STORAGE_KEY = 'root';

interface PersistedState {
  auth: AuthState;
  ui: UiState;
  subscription: SubscriptionState;
}

type Loose = Record<string, unknown>;
const isObject = (value: unknown): value is Loose => typeof value === 'object' && value !== null;
const isString = (value: unknown): value is string => typeof value === 'string';
const isPlan = (value: unknown): value is Plan => (PLANS as readonly unknown[]).includes(value);

function readUser(value: unknown): AuthUser | undefined {
  if (!isObject(value) || !isString(value.id) || !isString(value.email) || !isString(value.firstName)) return undefined;
  return {
    id: value.id,
    email: value.email,
    firstName: value.firstName,
    lastName: isString(value.lastName) ? value.lastName : null,
    language: isString(value.language) ? value.language : 'en',
    // Only a hint until the shell reloads the profile, which says whether the address is verified.
    emailVerified: value.emailVerified === true,
  };
}

function readAuth(value: unknown): AuthState {
  if (!isObject(value)) return initialAuthState;
  const user = readUser(value.user);
  return {
    isLoggedIn: value.isLoggedIn === true,
    token: isString(value.token) && value.token !== '' ? value.token : null,
    ...(user ? { user } : {}),
  };
}

function readSubscription(value: unknown): SubscriptionState {
  if (!isObject(value)) return initialSubscriptionState;
  const { subscription: sub, package: pkg } = value;
  const subscription: Subscription | null =
    isObject(sub) && isPlan(sub.plan) && isString(sub.startDate) && isString(sub.endDate)
      ? { plan: sub.plan, startDate: sub.startDate, endDate: sub.endDate }
      : null;
  const chosenPackage =
    isObject(pkg) && isString(pkg.packageId) && isPlan(pkg.plan) ? { packageId: pkg.packageId, plan: pkg.plan } : null;
  return { package: chosenPackage, subscription };
}

function readUi(value: unknown): UiState {
  const stored = isObject(value) ? value.screenSize : undefined;
  const known = (SCREEN_SIZES as readonly unknown[]).includes(stored);
  return { screenSize: known ? (stored as ScreenSize) : screenSizeFor(window.innerWidth) };
}

/** The state kept by the last visit; anything unreadable falls back to the slice's initial state. */
export function loadPersistedState(): PersistedState | undefined {
  let stored: unknown;
  try {
    stored = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null');
  } catch {
    return undefined;
  }
  if (!isObject(stored)) return undefined;
  return { auth: readAuth(stored.auth), ui: readUi(stored.ui), subscription: readSubscription(stored.subscription) };
}

/** Writes the three slices whenever one of them changes. */
export function keepPersisted(store: { getState: () => PersistedState; subscribe: (listener: () => void) => unknown }) {
  let last: PersistedState | undefined;
  store.subscribe(() => {
    const { auth, ui, subscription } = store.getState();
    if (last && last.auth === auth && last.ui === ui && last.subscription === subscription) return;
    last = { auth, ui, subscription };
    try {
      localStorage.setItem(STORAGE_KEY, JSON.stringify(last));
    } catch {
      // Storage full or blocked (private mode): the session simply lasts until the tab closes.
    }
  });
}
