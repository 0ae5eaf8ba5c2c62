import { AWARDS, awardKeys } from '../../domain/points.ts';
import { conflict, invalid } from '../../errors.ts';
import type { Clock } from '../../ports/clock.port.ts';
import type { IdGenerator } from '../../ports/id-generator.port.ts';
import type { RewardsProfileRepository } from '../../ports/rewards-profile.port.ts';
import type { LinkedWallet, NonceUse, WalletRepository } from '../../ports/wallet-repository.port.ts';
import type { WalletScoreSource } from '../../ports/wallet-score-source.port.ts';
import type { WalletSignatureVerifier } from '../../ports/wallet-signature-verifier.port.ts';
import type { AwardPoints } from '../points/award-points.use-case.ts';
import { checkSignInMessage, isFieldIssue, resolveChain } from '../../policies/wallet-proof.policy.ts';

export interface LinkWalletInput {
  address: string;
  chain?: string | null;
  label?: string | null;
  symbol?: string | null;
  explorer?: string | null;
  message: string;
  signature: string;
}

const NONCE_PROBLEMS: Record<Exclude<NonceUse, 'ok'>, string> = {
  unknown: 'The message nonce was not issued to you: ask POST /api/wallets/nonce for one',
  used: 'The message nonce has already been used: ask for a new one and sign again',
  expired: 'The message nonce has expired (10 minutes): ask for a new one and sign again',
};

/**
 * Links a wallet to the signed-in user once they prove they hold its key: the message
 * must be for this site, this address and chain, carry a fresh nonce issued to this user,
 * and be signed by the address. The user always comes from the session, never the body.
 */
export function makeLinkWallet(deps: {
  wallets: WalletRepository;
  verifier: WalletSignatureVerifier;
  scores: WalletScoreSource;
  awardPoints: AwardPoints;
  profiles: RewardsProfileRepository;
  ids: IdGenerator;
  clock: Clock;
  publicOrigin: string;
}) {
  const domain = new URL(deps.publicOrigin).host;

  /** Keyed by user, so unlinking and linking again (or retrying) never pays twice. */
  const payLinkAwards = async (userId: string) => {
    await deps.awardPoints({ userId, key: awardKeys.walletConnected(userId), ...AWARDS.walletConnected });
    const referrerId = await deps.profiles.referrerOf(userId);
    if (referrerId) {
      await deps.awardPoints({
        userId: referrerId,
        key: awardKeys.referralWalletLinked(userId),
        ...AWARDS.referralWalletLinked,
      });
    }
  };

  return async (userId: string, input: LinkWalletInput): Promise<LinkedWallet> => {
    const chain = resolveChain(input.chain, input.address);
    if (isFieldIssue(chain)) throw invalid(chain.message, [chain]);
    const address = deps.verifier.normalizeAddress(chain.family, input.address);
    if (!address) {
      const expected =
        chain.family === 'evm' ? 'a 0x address of 40 hex digits' : 'a base58 32-byte public key';
      throw invalid(`Malformed ${chain.family === 'evm' ? 'EVM' : 'Solana'} address: expected ${expected}`, [
        { field: 'address', message: `expected ${expected}` },
      ]);
    }
    const parsed = deps.verifier.parseMessage(chain.family, input.message);
    if (!parsed) {
      const format = chain.family === 'evm' ? 'a Sign-In with Ethereum (EIP-4361)' : 'a Sign-In with Solana';
      throw invalid(`The message is not ${format} message`, [
        { field: 'message', message: 'unrecognised format' },
      ]);
    }
    const parsedAddress = parsed.address && deps.verifier.normalizeAddress(chain.family, parsed.address);
    const issues = checkSignInMessage(
      { ...parsed, address: parsedAddress || parsed.address },
      { domain, origin: deps.publicOrigin, address, chain, now: deps.clock.now() },
    );
    if (issues.length) throw invalid(issues[0]!.message, issues);

    const signed = await deps.verifier.verify(chain.family, {
      address,
      message: input.message,
      signature: input.signature,
    });
    if (!signed) {
      throw invalid('The signature was not made by this address over this message', [
        { field: 'signature', message: 'does not match the address' },
      ]);
    }

    // Only now is the nonce spent, so a malformed attempt does not cost the user a nonce.
    const use = await deps.wallets.consumeNonce(parsed.nonce!, userId, deps.clock.now());
    if (use !== 'ok') throw invalid(NONCE_PROBLEMS[use], [{ field: 'message', message: `nonce ${use}` }]);

    const owner = await deps.wallets.ownerOf(address);
    if (owner === userId) {
      // A proven re-link of one's own wallet settles any award a crash left unpaid.
      await payLinkAwards(userId);
      throw alreadyLinked(true);
    }
    if (owner) throw alreadyLinked(false);
    const scores = await deps.scores.scoresFor(address, chain.chain);
    const wallet = {
      id: deps.ids.uuid(),
      userId,
      address,
      chain: chain.chain,
      label: input.label?.trim() || null,
      symbol: input.symbol?.trim() || null,
      explorer: input.explorer?.trim() || null,
      ...scores,
    };
    if ((await deps.wallets.link(wallet)) === 'taken') {
      throw alreadyLinked((await deps.wallets.ownerOf(address)) === userId);
    }

    await payLinkAwards(userId);
    const linked = (await deps.wallets.listForUser(userId)).find((w) => w.address === address);
    return linked ?? { ...wallet, primary: false };
  };
}
export type LinkWallet = ReturnType<typeof makeLinkWallet>;

const alreadyLinked = (own: boolean) =>
  conflict(
    own ? 'This wallet is already linked to your account' : 'This wallet is linked to another account',
  );
