import { formatCount } from '@mindmark/mfe-kit/format.ts';
import type { Column, SortDirection } from '@mindmark/mfe-kit/sortable-table.tsx';
import { nextSort } from '@mindmark/mfe-kit/sortable-table.tsx';
import { Alert, Avatar, Button, Flex, Input, Modal } from 'antd';
import { useState } from 'react';
import { DataTable } from '../components/data-table.tsx';
import { Flash, useFlash } from '../components/flash.tsx';
import { PageHeader, searchInputProps } from '../components/page-header.tsx';
import { useUrlState } from '../components/use-url-state.ts';
import { errorMessage, useAdminSession } from '../services/admin-session.tsx';
import { type AdminKol, enrichChanges, kolsService } from '../services/kols.service.ts';
import { useApiQuery } from '@mindmark/mfe-kit/data/use-api-query.ts';
import { KolFormModal } from './kol-form-modal.tsx';

type SortField = 'twitterUsername' | 'twitterFollowersCount' | 'createdAt';
const DEFAULTS = { q: '', sort: 'twitterFollowersCount', dir: 'desc', open: '' };

/** Every KOL, searched and paged on the server; add, edit, delete, and Enrich through the X port. */
export default function KolsPage() {
  const { call, config } = useAdminSession();
  const service = kolsService(call);
  const url = useUrlState(DEFAULTS);
  const [modal, modalHolder] = Modal.useModal();
  const { flash, success, failure, clear } = useFlash();
  const [changes, setChanges] = useState<{ handle: string; rows: ReturnType<typeof enrichChanges> } | null>(
    null,
  );
  const params = {
    search: url.get('q'),
    page: url.page,
    sortField: url.get('sort'),
    sortDirection: url.get('dir'),
  };
  const query = useApiQuery(['admin-kols', params], () => service.page(params));
  const sort = { field: url.get('sort') as SortField, direction: url.get('dir') as SortDirection };

  const enrich = async (row: AdminKol) => {
    clear();
    setChanges(null);
    try {
      const before = await service.get(row.id).catch(() => null);
      const after = await service.enrich(row.twitterUsername);
      setChanges({ handle: after.twitterUsername, rows: enrichChanges(before, after) });
      query.retry();
    } catch (e) {
      failure(`Failed to enrich @${row.twitterUsername}: ${errorMessage(e)}`);
    }
  };
  const remove = (row: AdminKol) =>
    modal.confirm({
      title: `Delete @${row.twitterUsername}?`,
      content: `This deletes the KOL with their posts${row.submissionCount ? ` and ${row.submissionCount} reward submission(s)` : ''}. Their rank positions are rebuilt.`,
      okText: 'Delete',
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          await service.remove(row.id);
          success(`@${row.twitterUsername} was deleted.`);
          query.retry();
        } catch (e) {
          failure(errorMessage(e));
        }
      },
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
          <Button size="small" danger onClick={() => remove(k)} aria-label={`Delete @${k.twitterUsername}`}>
            Delete
          </Button>
        </Flex>
      ),
    },
  ];

  const open = url.get('open');
  return (
    <section data-section="kols">
      {modalHolder}
      <PageHeader
        title="KOLs"
        extra={
          <Button type="primary" onClick={() => url.set({ open: 'new' })}>
            Add KOL
          </Button>
        }
      >
        {config.demoSignIn ? (
          <p style={{ opacity: 0.75 }}>X is not configured on this server: Enrich answers with the reason.</p>
        ) : null}
      </PageHeader>
      <Flash flash={flash} onClose={clear} />
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
      <Input.Search
        {...searchInputProps(
          url.get('q'),
          (q) => url.set({ q }, { resetPage: true }),
          'Search KOLs by handle or name',
        )}
      />
      <div style={{ marginTop: 12 }}>
        <DataTable
          caption="KOLs"
          columns={columns}
          query={query}
          rowKey={(k) => k.id}
          page={url.page}
          onPage={(page) => url.set({ page: String(page) })}
          sort={sort}
          onSort={(field) => {
            const next = nextSort(sort, field);
            url.set({ sort: next.field, dir: next.direction }, { resetPage: true });
          }}
          empty={
            url.get('q') ? `No KOL matches "${url.get('q')}".` : 'No KOLs yet — add the first or import data.'
          }
        />
      </div>
      {open ? (
        <KolFormModal
          id={open === 'new' ? null : open}
          onClose={() => url.set({ open: null })}
          onSaved={(handle) => {
            url.set({ open: null });
            success(`@${handle} was saved.`);
            query.retry();
          }}
        />
      ) : null}
    </section>
  );
}
