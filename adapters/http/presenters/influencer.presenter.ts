import type { KolProfile } from '#core/domain/kol.ts';
import type { Paged } from '#core/domain/paged.ts';

/** What the profile dialog shows when a creator has written no biography on X. */
export const DEFAULT_BIOGRAPHY = 'No biography available';

/**
 * A KOL as the API sends it: the profile core computed plus the words and links the
 * pages show (docs/frontend.md, "KOL profile dialog"). Wording is presentation, so it
 * lives here, not in core.
 */
export function presentInfluencer(kol: KolProfile) {
  return {
    ...kol,
    biography: kol.twitterDescription?.trim() ? kol.twitterDescription : DEFAULT_BIOGRAPHY,
    profileUrl: `https://x.com/${encodeURIComponent(kol.twitterUsername)}`,
  };
}

export const presentInfluencers = (kols: KolProfile[]) => kols.map(presentInfluencer);

export const presentInfluencerPage = (page: Paged<KolProfile>) => ({
  ...page,
  data: presentInfluencers(page.data),
});
