/** The words and units every part of the adversarial test bed draws from (docs/methodology.md, test bed). */
export const DAY = 86_400_000;
export const HOUR = 3_600_000;

export const OPENERS = [
  'been digging into',
  'spent the weekend with',
  'cannot stop thinking about',
  'quietly accumulating',
  'finally understood',
  'nobody is talking about',
  'underrated pick:',
  'my highest conviction play is',
  'just read the docs of',
  'keeping a close eye on',
];
export const CLAIMS = [
  'the team ships every week',
  'the tokenomics are cleaner than anything this cycle',
  'the community is growing fast',
  'the roadmap finally makes sense',
  'volume is climbing while nobody watches',
  'the product actually works',
  'fees flow back to holders',
  'the unlocks are already priced in',
  'real users are showing up on chain',
  'the partnerships list keeps getting longer',
];
export const CLOSERS = [
  'not financial advice',
  'do your own research',
  'early is everything',
  'this one is different',
  'remember where you heard it',
  'still early',
  'watch this space',
  'conviction over noise',
  'size accordingly',
  'thank me later',
];
export const HONEST_WORDS = (
  'liquidity builders chart fees governance validators staking rollup bridge oracle users revenue ' +
  'treasury emissions audit roadmap testnet mainnet incentives retention dashboard cohort runway'
).split(' ');
