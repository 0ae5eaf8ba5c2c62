/**
 * Accepts only paths on this site ("/beta?x=1"), never another origin, a
 * protocol-relative URL ("//evil") or a backslash trick ("/\\evil"). Null when refused.
 */
export function sameOriginPath(value: string | undefined, publicOrigin: string): string | null {
  if (!value) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  if (/[\u0000-\u001f]/.test(value)) return null;
  try {
    const url = new URL(value, publicOrigin);
    return url.origin === publicOrigin ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}
