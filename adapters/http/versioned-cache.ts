/**
 * Serialized responses kept per rankings version. Rankings only change when a
 * recompute or catalog edit commits a new version, so a page is computed and
 * serialized once per version instead of once per request.
 *
 * Staleness is bounded: the version is re-read at most every `versionTtlMs`
 * (another replica's recompute shows within that time) and `invalidate()` makes
 * this process re-read at once (its own recompute shows on the next request).
 * The version is read before the data, so an entry may hold data newer than its
 * key, never older. Entries are shared by every request that hits them: what a
 * producer returns must not be mutated by its readers.
 */
export interface VersionedCache<T = Buffer> {
  get(key: string, produce: () => Promise<T>): Promise<T>;
  invalidate(): void;
}

export function versionedCache<T = Buffer>(opts: {
  readVersion: () => Promise<number>;
  versionTtlMs: number;
  maxEntries: number;
  now?: () => number;
}): VersionedCache<T> {
  const now = opts.now ?? Date.now;
  let version: { value: number; readAt: number } | null = null;
  let reading: Promise<number> | null = null;
  let entries = new Map<string, Promise<T>>();
  let entriesVersion = -1;

  const currentVersion = (): Promise<number> => {
    if (version && now() - version.readAt < opts.versionTtlMs) return Promise.resolve(version.value);
    if (!reading) {
      const started = now();
      const read = opts.readVersion().then(
        (value) => {
          if (reading === read) {
            version = { value, readAt: started };
            reading = null;
          }
          return value;
        },
        (error: unknown) => {
          if (reading === read) reading = null;
          throw error;
        },
      );
      reading = read;
    }
    return reading;
  };

  return {
    async get(key, produce) {
      const v = await currentVersion();
      if (v !== entriesVersion) {
        entries = new Map();
        entriesVersion = v;
      }
      const hit = entries.get(key);
      if (hit) return hit;
      // Concurrent misses of one key share one computation; a failure is not kept.
      const pending = produce();
      const map = entries;
      map.set(key, pending);
      pending.catch(() => map.delete(key));
      // Oldest first out: Map keeps insertion order.
      if (map.size > opts.maxEntries) map.delete(map.keys().next().value as string);
      return pending;
    },
    invalidate() {
      version = null;
      reading = null;
    },
  };
}
