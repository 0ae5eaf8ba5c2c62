import { useApiMutation } from '@mindmark/mfe-kit/data/use-api-query.ts';
import { formatCount } from '@mindmark/mfe-kit/format.ts';
import type { Column } from '@mindmark/mfe-kit/sortable-table.tsx';
import { Alert, Avatar, Button, Flex } from 'antd';
import { useState } from 'react';
import { DataTable } from '../components/data-table.tsx';
import { PageHeader } from '../components/page-header.tsx';
import { usePageActions } from '../components/page-actions.tsx';
import { useSortedList } from '../components/server-list.tsx';
import { errorMessage, useAdminSession } from '../services/admin-session.tsx';
import { type AdminKol, enrichChanges, KOL_WRITES, kolsService } from '../services/kols.service.ts';
import { KolFormModal } from './kol-form-modal.tsx';

type SortField = 'twitterUsername' | 'twitterFollowersCount' | 'createdAt';
const DEFAULTS = { q: '', sort: 'twitterFollowersCount' as SortField, dir: 'desc' as const, open: '' };

/** Every KOL, searched and paged on the server; add, edit, delete, and Enrich through the X port. */
export default function KolsPage() {
  const { call, config } = useAdminSession();
  const service = kolsService(call);
  const list = useSortedList('admin-kols', DEFAULTS, (p) => service.page(p));
  const { url } = list;
  const actions = usePageActions();
  const [changes, setChanges] = useState<{ handle: string; rows: ReturnType<typeof enrichChanges> } | null>(
    null,
  );
  // What an enrich changed is the record before it against the record after it.
  const enrichment = useApiMutation(async (row: AdminKol) => {
    const before = await service.get(row.id).catch(() => null);
    const after = await service.enrich(row.twitterUsername);
    return { handle: after.twitterUsername, rows: enrichChanges(before, after) };
  }, KOL_WRITES);
  const remove = useApiMutation((id: string) => service.remove(id), KOL_WRITES);

  const enrich = async (row: AdminKol) => {
    actions.clear();
    setChanges(null);
    try {
      setChanges(await enrichment.run(row));
    } catch (e) {
      actions.failure(`Failed to enrich @${row.twitterUsername}: ${errorMessage(e)}`);
    }
  };
  const confirmRemove = (row: AdminKol) =>
    actions.confirmDelete({
      title: `Delete @${row.twitterUsername}?`,
      content: `This deletes the KOL with their posts${row.submissionCount ? ` and ${row.submissionCount} reward submission(s)` : ''}. Their rank positions are rebuilt.`,
      run: () => remove.run(row.id),
      done: `@${row.twitterUsername} was deleted.`,
    });

  const columns: Column<AdminKol, SortField>[] = [
    {
      key: 'influencer',
      title: 'Influencer',
      render: (k) => (
        <Flex align="center" gap={8}>
          <Avatar size={24} src={k.twitterAvatarUrl ?? undefined} alt="">
            {k.twitterUsername.charAt(0)}
          </Avatar>
          {k.twitterDisplayName ?? k.twitterUsername}
        </Flex>
      ),
    },
    { key: 'handle', title: 'Handle', sortField: 'twitterUsername', render: (k) => `@${k.twitterUsername}` },
    {
      key: 'followers',
      title: 'Followers',
      sortField: 'twitterFollowersCount',
      align: 'right',
      render: (k) => formatCount(k.twitterFollowersCount),
    },
    {
      key: 'actions',
      title: 'Actions',
      render: (k) => (
        <Flex gap={4} wrap>
          <Button
            size="small"
            onClick={() => url.set({ open: k.id })}
            aria-label={`Edit @${k.twitterUsername}`}
          >
            Edit
          </Button>
          <Button size="small" onClick={() => enrich(k)} aria-label={`Enrich @${k.twitterUsername}`}>
            Enrich
          </Button>
          <Button
            size="small"
            danger
            onClick={() => confirmRemove(k)}
            aria-label={`Delete @${k.twitterUsername}`}
          >
            Delete
          </Button>
        </Flex>
      ),
    },
  ];

  const search = url.get('q');
  const open = url.get('open');
  return (
    <section data-section="kols">
      {actions.modalHolder}
      <PageHeader
        title="KOLs"
        extra={
          <Button type="primary" onClick={() => url.set({ open: 'new' })}>
            Add KOL
          </Button>
        }
      >
        {!config.xApi ? (
          <p style={{ opacity: 0.75 }}>X is not configured on this server: Enrich answers with the reason.</p>
        ) : null}
      </PageHeader>
      {actions.flashView}
      {changes ? (
        <Alert
          type="success"
          showIcon
          closable={{ onClose: () => setChanges(null) }}
          role="status"
          style={{ marginBottom: 12 }}
          title={`Enriched @${changes.handle}: ${changes.rows.length ? `${changes.rows.length} field(s) changed` : 'nothing changed'}`}
          description={
            changes.rows.length ? (
              <ul style={{ margin: 0, paddingLeft: 18 }}>
                {changes.rows.map((c) => (
                  <li key={c.field}>
                    {c.field}: {c.from} → {c.to}
                  </li>
                ))}
              </ul>
            ) : null
          }
        />
      ) : null}
      {list.searchBox('Search KOLs by handle or name')}
      <div style={{ marginTop: 12 }}>
        <DataTable
          caption="KOLs"
          columns={columns}
          query={list.query}
          rowKey={(k) => k.id}
          {...list.pager}
          {...list.sorting}
          empty={search ? `No KOL matches "${search}".` : 'No KOLs yet — add the first or import data.'}
        />
      </div>
      {open ? (
        <KolFormModal
          id={open === 'new' ? null : open}
          onClose={() => url.set({ open: null })}
          onSaved={(handle) => {
            url.set({ open: null });
            actions.success(`@${handle} was saved.`);
          }}
        />
      ) : null}
    </section>
  );
}
