import { formatCount, formatPercent } from '@mindmark/mfe-kit/format.ts';
import type { Column, SortDirection } from '@mindmark/mfe-kit/sortable-table.tsx';
import { nextSort } from '@mindmark/mfe-kit/sortable-table.tsx';
import { Avatar, Button, Flex, Input, Modal } from 'antd';
import { formatPrice } from '../components/admin-format.ts';
import { DataTable } from '../components/data-table.tsx';
import { Flash, useFlash } from '../components/flash.tsx';
import { PageHeader, searchInputProps } from '../components/page-header.tsx';
import { useUrlState } from '../components/use-url-state.ts';
import { errorMessage, useAdminSession } from '../services/admin-session.tsx';
import { type AdminProject, projectToInput, projectsService } from '../services/projects.service.ts';
import { useApiQuery } from '@mindmark/mfe-kit/data/use-api-query.ts';
import { ProjectFormModal } from './project-form-modal.tsx';

type SortField = 'name' | 'mindsharePercent' | 'twitterFollowersCount' | 'coinMarketCap' | 'coinPrice';
const DEFAULTS = { q: '', sort: 'mindsharePercent', dir: 'desc', open: '' };

/** Projects: search, sort and paging on the server; add/edit in a modal; featured; delete. */
export default function ProjectsPage() {
  const { call, user } = useAdminSession();
  const service = projectsService(call);
  const url = useUrlState(DEFAULTS);
  const [modal, modalHolder] = Modal.useModal();
  const { flash, success, failure, clear } = useFlash();
  const params = {
    search: url.get('q'),
    page: url.page,
    sortField: url.get('sort'),
    sortDirection: url.get('dir'),
  };
  const query = useApiQuery(['admin-projects', params], () => service.page(params));
  const sort = { field: url.get('sort') as SortField, direction: url.get('dir') as SortDirection };
  const isAdmin = user.role === 'admin';

  const toggleFeatured = async (row: AdminProject) => {
    try {
      const full = await service.get(row.id);
      await service.save(row.id, { ...projectToInput(full), featured: !row.featured });
      success(
        `${row.twitterDisplayName ?? row.twitterUsername} is ${row.featured ? 'no longer' : 'now'} featured.`,
      );
      query.retry();
    } catch (e) {
      failure(errorMessage(e, 'Failed to save project'));
    }
  };
  const remove = (row: AdminProject) => {
    const name = row.twitterDisplayName ?? row.twitterUsername;
    modal.confirm({
      title: `Delete ${name}?`,
      content:
        row.poolCount > 0
          ? `${name} has ${row.poolCount} reward pool(s): delete them first. The server refuses to delete a project with pools.`
          : `This deletes the project and its narrative links. Posts that mention it stay, and it leaves the rankings at the next run.`,
      okText: 'Delete',
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          await service.remove(row.id);
          success(`${name} was deleted.`);
          query.retry();
        } catch (e) {
          failure(errorMessage(e));
        }
      },
    });
  };

  const columns: Column<AdminProject, SortField>[] = [
    {
      key: 'name',
      title: 'Name',
      sortField: 'name',
      render: (p) => (
        <Flex align="center" gap={8}>
          <Avatar size={24} src={p.twitterAvatarUrl ?? undefined} alt="">
            {(p.twitterDisplayName ?? p.twitterUsername).charAt(0)}
          </Avatar>
          <span>{p.twitterDisplayName ?? p.twitterUsername}</span>
          {p.hidden ? <span style={{ opacity: 0.7 }}>(hidden)</span> : null}
        </Flex>
      ),
    },
    {
      key: 'twitter',
      title: 'Twitter',
      render: (p) => (
        <a href={`https://x.com/${p.twitterUsername}`} target="_blank" rel="noreferrer">
          @{p.twitterUsername}
        </a>
      ),
    },
    {
      key: 'mindshare',
      title: 'Mindshare',
      sortField: 'mindsharePercent',
      align: 'right',
      render: (p) => formatPercent(p.mindsharePercent),
    },
    {
      key: 'followers',
      title: 'Followers',
      sortField: 'twitterFollowersCount',
      align: 'right',
      render: (p) => formatCount(p.twitterFollowersCount),
    },
    {
      key: 'cap',
      title: 'Market Cap',
      sortField: 'coinMarketCap',
      align: 'right',
      render: (p) => formatCount(p.coinMarketCap),
    },
    {
      key: 'price',
      title: 'Price',
      sortField: 'coinPrice',
      align: 'right',
      render: (p) => formatPrice(p.coinPrice),
    },
    {
      key: 'actions',
      title: 'Actions',
      render: (p) => (
        <Flex gap={4} wrap>
          <Button
            size="small"
            onClick={() => url.set({ open: p.id })}
            aria-label={`Edit ${p.twitterUsername}`}
          >
            Edit
          </Button>
          {isAdmin ? (
            <Button
              size="small"
              role="switch"
              aria-checked={p.featured}
              aria-label={`Featured: ${p.twitterUsername}`}
              type={p.featured ? 'primary' : 'default'}
              onClick={() => toggleFeatured(p)}
            >
              {p.featured ? 'Featured' : 'Feature'}
            </Button>
          ) : null}
          {isAdmin ? (
            <Button size="small" danger onClick={() => remove(p)} aria-label={`Delete ${p.twitterUsername}`}>
              Delete
            </Button>
          ) : null}
        </Flex>
      ),
    },
  ];

  const open = url.get('open');
  return (
    <section data-section="projects">
      {modalHolder}
      <PageHeader
        title="Projects"
        extra={
          isAdmin ? (
            <Button type="primary" onClick={() => url.set({ open: 'new' })}>
              Add project
            </Button>
          ) : null
        }
      >
        {user.role === 'PROJECT' ? <p style={{ opacity: 0.75 }}>Limited to your project.</p> : null}
      </PageHeader>
      <Flash flash={flash} onClose={clear} />
      <Input.Search
        {...searchInputProps(url.get('q'), (q) => url.set({ q }, { resetPage: true }), 'Search projects')}
      />
      <div style={{ marginTop: 12 }}>
        <DataTable
          caption="Projects"
          columns={columns}
          query={query}
          rowKey={(p) => p.id}
          page={url.page}
          onPage={(page) => url.set({ page: String(page) })}
          sort={sort}
          onSort={(field) => {
            const next = nextSort(sort, field);
            url.set({ sort: next.field, dir: next.direction }, { resetPage: true });
          }}
          empty={
            url.get('q')
              ? `No project matches "${url.get('q')}".`
              : isAdmin
                ? 'No projects yet — add the first.'
                : 'Your project is not in the catalog yet.'
          }
        />
      </div>
      {open ? (
        <ProjectFormModal
          id={open === 'new' ? null : open}
          onClose={() => url.set({ open: null })}
          onSaved={(name) => {
            url.set({ open: null });
            success(`${name} was saved.`);
            query.retry();
          }}
        />
      ) : null}
    </section>
  );
}
