import type { ProjectInput } from '#core/ports/catalog-writes.port.ts';

type ProfileFields = Omit<ProjectInput, 'twitterUsername' | 'stage' | 'featured' | 'hidden' | 'narrativeIds'>;

/**
 * A project's X profile and coin fields to their columns; the admin's writes and the demo seed
 * both write them (undefined stays undefined, so a partial update leaves the column alone).
 */
export function projectProfileColumns(p: ProfileFields) {
  return {
    twitter_id: p.twitterId,
    twitter_display_name: p.twitterDisplayName,
    twitter_avatar_url: p.twitterAvatarUrl,
    twitter_description: p.twitterDescription,
    twitter_description_link: p.twitterDescriptionLink,
    twitter_followers_count: p.twitterFollowersCount,
    twitter_following_count: p.twitterFollowingCount,
    twitter_is_verified: p.twitterIsVerified,
    twitter_gold_badge: p.twitterGoldBadge,
    twitter_lang: p.twitterLang,
    twitter_created_at: p.twitterCreatedAt,
    smart_followers_count: p.smartFollowersCount,
    coin_symbol: p.coinSymbol,
    coin_market_cap: p.coinMarketCap,
    coin_price: p.coinPrice,
    coin_contract_address: p.coinContractAddress,
    coin_name: p.coinName,
    coin_image_url: p.coinImageUrl,
  };
}
