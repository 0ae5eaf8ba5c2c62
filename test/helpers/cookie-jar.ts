/** Keeps the cookies a client would keep across injected or fetched responses. */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  store(headers: Record<string, unknown> | Headers): this {
    const raw =
      headers instanceof Headers
        ? headers.getSetCookie()
        : ([headers['set-cookie'] ?? []].flat() as string[]);
    for (const line of raw) {
      const [pair, ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attributes.some(
        (a) => /^\s*expires=Thu, 01 Jan 1970/i.test(a) || /^\s*max-age=0\b/i.test(a),
      );
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return this;
  }

  get(name: string): string | undefined {
    return this.cookies.get(name);
  }

  set(name: string, value: string): this {
    this.cookies.set(name, value);
    return this;
  }

  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}
