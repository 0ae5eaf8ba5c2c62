/**
 * The platforms a pool can ask for, with the hostnames a submitted link may use.
 * A host matches a platform when it equals one of its domains or is a subdomain of
 * one (m.youtube.com, vm.tiktok.com). Documented in docs/rewards.md.
 */
export const PLATFORMS = {
  x: ['x.com', 'twitter.com'],
  youtube: ['youtube.com', 'youtu.be'],
  tiktok: ['tiktok.com'],
  instagram: ['instagram.com'],
  telegram: ['t.me', 'telegram.me'],
  linkedin: ['linkedin.com'],
  reddit: ['reddit.com', 'redd.it'],
  medium: ['medium.com'],
  substack: ['substack.com'],
  mirror: ['mirror.xyz', 'paragraph.xyz'],
  farcaster: ['warpcast.com', 'farcaster.xyz'],
  twitch: ['twitch.tv'],
} as const satisfies Record<string, readonly string[]>;

export type Platform = keyof typeof PLATFORMS;
export const PLATFORM_NAMES = Object.keys(PLATFORMS) as Platform[];

/** Names people type for the same platform. */
const ALIASES: Record<string, Platform> = { twitter: 'x', yt: 'youtube' };

export function normalizePlatform(value: string): Platform | null {
  const v = value.trim().toLowerCase();
  if (v in PLATFORMS) return v as Platform;
  return ALIASES[v] ?? null;
}

export function hostBelongsTo(host: string, platform: Platform): boolean {
  const h = host.toLowerCase().replace(/\.$/, '');
  return PLATFORMS[platform].some((domain) => h === domain || h.endsWith(`.${domain}`));
}
