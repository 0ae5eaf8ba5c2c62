/**
 * Referral capture (spec sections 3 and 9): a `?ref=` on any page is kept in session
 * storage and in a 7-day, SameSite=Strict cookie, so it survives the round trip
 * through X sign-in and a later visit within the week.
 */
export const REFERRAL_KEY = 'referralCode';
export const REFERRAL_COOKIE_MAX_AGE = 604800;
const CODE = /^[A-Za-z0-9_-]{1,64}$/;

export function captureReferral(search: string, doc: Document = document, session = sessionStorage): void {
  const ref = new URLSearchParams(search).get('ref')?.trim();
  // A malformed code is ignored rather than stored: it would only ever be rejected later.
  if (!ref || !CODE.test(ref)) return;
  session.setItem(REFERRAL_KEY, ref);
  const secure = doc.location?.protocol === 'https:' ? '; Secure' : '';
  doc.cookie = `${REFERRAL_KEY}=${encodeURIComponent(ref)}; Max-Age=${REFERRAL_COOKIE_MAX_AGE}; Path=/; SameSite=Strict${secure}`;
}

export function storedReferral(
  doc: Document | undefined = globalThis.document,
  session: Storage | undefined = globalThis.sessionStorage,
): string | null {
  // A server render of a first screen has neither: its sign-in link carries no code, the live
  // page's does (docs/frontend.md, "First screen").
  if (!doc || !session) return null;
  const fromSession = session.getItem(REFERRAL_KEY);
  if (fromSession) return fromSession;
  const cookie = doc.cookie
    .split('; ')
    .find((part) => part.startsWith(`${REFERRAL_KEY}=`))
    ?.slice(REFERRAL_KEY.length + 1);
  return cookie ? decodeURIComponent(cookie) : null;
}

/** Where onboarding's Connect X step sends a creator after X: the wallet step. */
export const AFTER_CONNECT_STEP = '/?step=wallet';

/**
 * The full-page navigation that starts X sign-in. Without a target it comes back to the
 * page it started from (a pool page, the leaderboard), so signing in never loses one's place.
 */
export function twitterSignInUrl(ref: string | null, redirectAfterCallback = currentPath()): string {
  const params = new URLSearchParams({ redirectAfterCallback });
  if (ref) params.set('ref', ref);
  return `/api/auth/twitter?${params.toString()}`;
}

function currentPath(): string {
  const here = globalThis.location;
  return here ? `${here.pathname}${here.search}${here.hash}` : AFTER_CONNECT_STEP;
}
