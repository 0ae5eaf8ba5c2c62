import { useApiMutation } from '@mindmark/mfe-kit/data/use-api-query.ts';
import { projectMetricColumns } from '@mindmark/mfe-kit/project-columns.ts';
import type { Column } from '@mindmark/mfe-kit/sortable-table.tsx';
import { Avatar, Button, Flex } from 'antd';
import { DataTable } from '../components/data-table.tsx';
import { PageHeader } from '../components/page-header.tsx';
import { usePageActions } from '../components/page-actions.tsx';
import { useSortedList } from '../components/server-list.tsx';
import { errorMessage, useAdminSession } from '../services/admin-session.tsx';
import {
  type AdminProject,
  PROJECT_WRITES,
  projectToInput,
  projectsService,
} from '../services/projects.service.ts';
import { ProjectFormModal } from './project-form-modal.tsx';

type SortField = 'name' | 'mindsharePercent' | 'twitterFollowersCount' | 'coinMarketCap' | 'coinPrice';
const DEFAULTS = { q: '', sort: 'mindsharePercent' as SortField, dir: 'desc' as const, open: '' };

/** Projects: search, sort and paging on the server; add/edit in a modal; featured; delete. */
export default function ProjectsPage() {
  const { call, user } = useAdminSession();
  const service = projectsService(call);
  const list = useSortedList('admin-projects', DEFAULTS, (p) => service.page(p));
  const { url } = list;
  const actions = usePageActions();
  const isAdmin = user.role === 'admin';
  // The whole record is written back with the flag flipped (the API has no partial update).
  const feature = useApiMutation(
    async (row: AdminProject) =>
      service.save(row.id, { ...projectToInput(await service.get(row.id)), featured: !row.featured }),
    PROJECT_WRITES,
  );
  const remove = useApiMutation((id: string) => service.remove(id), PROJECT_WRITES);

  const toggleFeatured = async (row: AdminProject) => {
    try {
      await feature.run(row);
      actions.success(
        `${row.twitterDisplayName ?? row.twitterUsername} is ${row.featured ? 'no longer' : 'now'} featured.`,
      );
    } catch (e) {
      actions.failure(errorMessage(e, 'Failed to save project'));
    }
  };
  const confirmRemove = (row: AdminProject) => {
    const name = row.twitterDisplayName ?? row.twitterUsername;
    actions.confirmDelete({
      title: `Delete ${name}?`,
      content:
        row.poolCount > 0
          ? `${name} has ${row.poolCount} reward pool(s): delete them first. The server refuses to delete a project with pools.`
          : `This deletes the project and its narrative links. Posts that mention it stay, and it leaves the rankings at the next run.`,
      run: () => remove.run(row.id),
      done: `${name} was deleted.`,
    });
  };

  const metrics = projectMetricColumns<AdminProject>();
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
    metrics.mindshare,
    metrics.followers,
    metrics.marketCap,
    metrics.price,
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
            <Button
              size="small"
              danger
              onClick={() => confirmRemove(p)}
              aria-label={`Delete ${p.twitterUsername}`}
            >
              Delete
            </Button>
          ) : null}
        </Flex>
      ),
    },
  ];

  const search = url.get('q');
  const open = url.get('open');
  return (
    <section data-section="projects">
      {actions.modalHolder}
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
      {actions.flashView}
      {list.searchBox('Search projects')}
      <div style={{ marginTop: 12 }}>
        <DataTable
          caption="Projects"
          columns={columns}
          query={list.query}
          rowKey={(p) => p.id}
          {...list.pager}
          {...list.sorting}
          empty={
            search
              ? `No project matches "${search}".`
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
            actions.success(`${name} was saved.`);
          }}
        />
      ) : null}
    </section>
  );
}
