import type { ApiRoutes } from '@mindmark/mfe-kit/api-contract.ts';
import { type SortedListParams, sortedPage } from './admin-lists.ts';
import type { StaffCall } from './admin-session.tsx';

export type AdminKol = ApiRoutes['GET /api/admin/kols']['response']['data'][number];
export type Kol = ApiRoutes['GET /api/influencers/:id']['response'];
export type KolInput = ApiRoutes['POST /api/influencers']['body'];

/** What a KOL write changes: the KOL list and the record. */
export const KOL_WRITES = [['admin-kols'], ['admin-kol']] as const;

export const kolsService = (call: StaffCall) => ({
  page: (p: SortedListParams) => sortedPage(call, 'GET /api/admin/kols', p),
  get: (id: string) => call('GET /api/influencers/:id', { params: { id } }),
  save: (id: string | null, body: KolInput) =>
    id ? call('PUT /api/influencers/:id', { params: { id }, body }) : call('POST /api/influencers', { body }),
  remove: (id: string) => call('DELETE /api/influencers/:id', { params: { id } }),
  enrich: (username: string) => call('POST /api/influencers/enrich', { body: { username } }),
});

/** The editable fields of the KOL form; everything else of a KOL is shown read-only. */
export const KOL_FORM_FIELDS = [
  { name: 'twitterUsername', label: 'X handle', type: 'text' },
  { name: 'twitterDisplayName', label: 'Display name', type: 'text' },
  { name: 'twitterAvatarUrl', label: 'Avatar URL', type: 'url' },
  { name: 'twitterFollowersCount', label: 'Followers', type: 'number' },
  { name: 'twitterDescription', label: 'Description', type: 'text' },
  { name: 'kolScorePercentFromTotal', label: 'Mindshare (%)', type: 'number' },
  { name: 'smartFollowersCount', label: 'Smart followers', type: 'number' },
] as const;

/** What an enrich changed: the form fields whose value differs before and after. */
export function enrichChanges(before: Kol | null, after: Kol): { field: string; from: string; to: string }[] {
  const show = (v: unknown) => (v === null || v === undefined || v === '' ? '–' : String(v));
  return KOL_FORM_FIELDS.filter((f) => show(before?.[f.name]) !== show(after[f.name])).map((f) => ({
    field: f.label,
    from: show(before?.[f.name]),
    to: show(after[f.name]),
  }));
}
