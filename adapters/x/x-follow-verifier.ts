import type { FollowVerifier } from '#core/ports/follow-verifier.port.ts';
import type { SocialDataSource } from '#core/ports/social-data-source.port.ts';

/**
 * The follow mission through the social data source (the X API v2 client with the app
 * bearer token): resolves the product's handle once, then reads the user's following
 * list. X API v2 has no "does A follow B" call, so the list is read whole.
 */
export function socialFollowVerifier(social: SocialDataSource, productHandle: string): FollowVerifier {
  let productId: Promise<string> | null = null;
  const resolveProduct = async () => {
    const profile = await social.lookupUser(productHandle);
    if (!profile) throw new Error(`X has no account @${productHandle}`);
    return profile.id;
  };
  return {
    configured: true,
    async follows(xUserId) {
      productId ??= resolveProduct().catch((e) => {
        // A failed lookup is retried on the next check instead of being cached.
        productId = null;
        throw e;
      });
      const target = await productId;
      return (await social.following(xUserId)).includes(target);
    },
  };
}

/** Without X API access the follow mission cannot be checked; it is shown as unverified. */
export const unverifiedFollows: FollowVerifier = {
  configured: false,
  follows: async () => {
    throw new Error('X API access is not configured');
  },
};
