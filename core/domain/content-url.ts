/**
 * A submitted link, parsed and normalized so the same post cannot be submitted twice
 * to a pool under cosmetic variations (case of the host, `www.`, a trailing slash,
 * tracking parameters, a fragment, http vs https).
 */
export interface ContentUrl {
  href: string;
  host: string;
  normalized: string;
}

const TRACKING = /^(utm_|fbclid$|gclid$|igshid$|si$|s$|t$|ref_src$|ref_url$|feature$)/i;

export function parseContentUrl(value: string): ContentUrl | null {
  const text = value.trim();
  if (!/^https?:\/\//i.test(text)) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (!url.hostname.includes('.') || url.username || url.password) return null;
  const href = url.href;
  let host = url.hostname.toLowerCase().replace(/^(www\.|mobile\.|m\.)/, '');
  let path = url.pathname.replace(/\/+$/, '');
  // One post, two addresses: twitter.com is x.com, youtu.be/ID is youtube.com/watch?v=ID.
  if (host === 'twitter.com') host = 'x.com';
  if (host === 'youtu.be' && path.length > 1) {
    url.searchParams.set('v', path.slice(1));
    host = 'youtube.com';
    path = '/watch';
  }
  const params = [...url.searchParams.entries()]
    .filter(([k]) => !TRACKING.test(k))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const query = params.length ? `?${new URLSearchParams(params)}` : '';
  return { href, host, normalized: `${host}${path}${query}` };
}

/** The post id of an X status link (`x.com/<user>/status/<id>`), to find its stored metrics. */
export function xPostId(normalizedUrl: string): string | null {
  const match = /^x\.com\/[^/]+(?:\/web)?\/status\/(\d{1,25})(?:[/?]|$)/.exec(normalizedUrl);
  return match ? (match[1] as string) : null;
}
