/** The roadmap the landing's orbit shows: what a creator gets, in the order it arrives. */
export interface RoadmapNode {
  id: string;
  title: string;
  status: 'live' | 'next' | 'later';
  description: string;
  related: string[];
  /** 0-100: how far along it is (the ring around the node). */
  energy: number;
}

export const ROADMAP: RoadmapNode[] = [
  {
    id: 'identity',
    title: 'X identity',
    status: 'live',
    description: 'Sign in with X: your handle, proven by OAuth, is the root of your profile.',
    related: ['wallet', 'card'],
    energy: 100,
  },
  {
    id: 'wallet',
    title: 'Wallet proof',
    status: 'live',
    description: 'Sign a message with an EVM or Solana wallet. Addresses stay private to you.',
    related: ['identity', 'score'],
    energy: 90,
  },
  {
    id: 'card',
    title: 'Social card',
    status: 'live',
    description: 'A shareable card with your points, referrals and the Early n-Badge.',
    related: ['identity', 'referrals'],
    energy: 85,
  },
  {
    id: 'referrals',
    title: 'Referrals',
    status: 'live',
    description: 'Friends who join with your link earn you points, multiplied by your badge.',
    related: ['card', 'pools'],
    energy: 75,
  },
  {
    id: 'score',
    title: 'Mindmark Score',
    status: 'next',
    description: 'A published blend of reach, engagement and proven on-platform work.',
    related: ['wallet', 'pools'],
    energy: 55,
  },
  {
    id: 'pools',
    title: 'Reward pools',
    status: 'next',
    description: 'Projects fund pools; creators submit content and get paid for approved work.',
    related: ['referrals', 'score'],
    energy: 40,
  },
];
