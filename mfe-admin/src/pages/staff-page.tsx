import type { ApiRoutes } from '@mindmark/mfe-kit/api-contract.ts';
import type { Column } from '@mindmark/mfe-kit/sortable-table.tsx';
import { Alert, Button, Input, Modal, Tag } from 'antd';
import { useState } from 'react';
import { formatDate } from '../components/admin-format.ts';
import { DataTable } from '../components/data-table.tsx';
import { Field, selectStyle } from '../components/field.tsx';
import { Flash, useFlash } from '../components/flash.tsx';
import { FormModal } from '../components/form-modal.tsx';
import { DANGER_OK } from '../components/page-actions.tsx';
import { PageHeader } from '../components/page-header.tsx';
import { useUrlState } from '../components/use-url-state.ts';
import { errorMessage, useAdminSession } from '../services/admin-session.tsx';
import { projectsService } from '../services/projects.service.ts';
import { useApiQuery } from '@mindmark/mfe-kit/data/use-api-query.ts';

type StaffRow = ApiRoutes['GET /api/admin/staff']['response'][number];
const DEFAULTS = { open: '' };

/** Staff accounts: list, create (the one-time password is shown once), disable and enable. */
export default function StaffPage() {
  const { call, user } = useAdminSession();
  const url = useUrlState(DEFAULTS);
  const [modal, modalHolder] = Modal.useModal();
  const { flash, success, failure, clear } = useFlash();
  const [created, setCreated] = useState<{ username: string; password: string } | null>(null);
  const staff = useApiQuery(['admin-staff'], () => call('GET /api/admin/staff'));

  const setDisabled = (row: StaffRow, disabled: boolean) =>
    modal.confirm({
      title: `${disabled ? 'Disable' : 'Enable'} ${row.username}?`,
      content: disabled
        ? 'Their sign-in and any token they hold stop working at once.'
        : 'They can sign in again with their password.',
      okText: disabled ? 'Disable' : 'Enable',
      okButtonProps: disabled ? DANGER_OK : {},
      onOk: async () => {
        try {
          await call('PUT /api/admin/staff/:username/disabled', {
            params: { username: row.username },
            body: { disabled },
          });
          success(`${row.username} is ${disabled ? 'disabled' : 'enabled'}.`);
          staff.retry();
        } catch (e) {
          failure(errorMessage(e));
        }
      },
    });

  const columns: Column<StaffRow, never>[] = [
    { key: 'username', title: 'Username', render: (s) => s.username },
    { key: 'role', title: 'Role', render: (s) => <Tag>{s.role}</Tag> },
    { key: 'project', title: 'Project', render: (s) => s.projectName ?? '-' },
    {
      key: 'state',
      title: 'State',
      render: (s) => (s.disabled ? <Tag color="red">Disabled</Tag> : <Tag color="green">Active</Tag>),
    },
    { key: 'created', title: 'Created', render: (s) => formatDate(s.createdAt) },
    {
      key: 'actions',
      title: 'Actions',
      render: (s) =>
        s.username === user.username ? (
          <span style={{ opacity: 0.7 }}>You</span>
        ) : (
          <Button
            size="small"
            danger={!s.disabled}
            onClick={() => setDisabled(s, !s.disabled)}
            aria-label={`${s.disabled ? 'Enable' : 'Disable'} ${s.username}`}
          >
            {s.disabled ? 'Enable' : 'Disable'}
          </Button>
        ),
    },
  ];
  const data = staff.data;
  return (
    <section data-section="staff">
      {modalHolder}
      <PageHeader
        title="Staff"
        extra={
          <Button type="primary" onClick={() => url.set({ open: 'new' })}>
            Add staff member
          </Button>
        }
      />
      <Flash flash={flash} onClose={clear} />
      {created ? (
        <Alert
          type="warning"
          showIcon
          closable={{ onClose: () => setCreated(null) }}
          style={{ marginBottom: 12 }}
          title={`${created.username} was created. Their password is shown this once: hand it over now.`}
          description={
            <code data-testid="one-time-password" style={{ userSelect: 'all', fontSize: 15 }}>
              {created.password}
            </code>
          }
        />
      ) : null}
      <DataTable
        caption="Staff"
        columns={columns}
        query={{
          ...staff,
          data: data && { rows: data, total: data.length, limit: Math.max(1, data.length) },
        }}
        rowKey={(s) => s.id}
        empty="No staff accounts yet."
      />
      {url.get('open') === 'new' ? (
        <StaffFormModal
          onClose={() => url.set({ open: null })}
          onCreated={(username, password) => {
            url.set({ open: null });
            setCreated({ username, password });
            staff.retry();
          }}
        />
      ) : null}
    </section>
  );
}

function StaffFormModal(props: {
  onClose: () => void;
  onCreated: (username: string, password: string) => void;
}) {
  const { call } = useAdminSession();
  const [username, setUsername] = useState('');
  const [role, setRole] = useState<'admin' | 'PROJECT'>('PROJECT');
  const [projectId, setProjectId] = useState('');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const projects = useApiQuery(['admin-staff-projects'], () =>
    projectsService(call).page({ search: '', page: 1, sortField: 'name', sortDirection: 'asc' }),
  );
  const submit = async () => {
    setSaving(true);
    setError(null);
    try {
      const res = await call('POST /api/admin/staff', {
        body: { username, role, projectId: role === 'PROJECT' ? projectId || null : null },
      });
      props.onCreated(res.user.username, res.oneTimePassword);
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setSaving(false);
    }
  };
  return (
    <FormModal
      title="Add staff member"
      open
      saving={saving}
      error={error}
      okText="Create"
      onSubmit={submit}
      onClose={props.onClose}
    >
      <Field id="staff-username" label="Username">
        <Input
          id="staff-username"
          value={username}
          onChange={(e) => setUsername(e.target.value)}
          autoComplete="off"
        />
      </Field>
      <Field id="staff-role" label="Role">
        <select
          id="staff-role"
          style={selectStyle}
          value={role}
          onChange={(e) => setRole(e.target.value as 'admin' | 'PROJECT')}
        >
          <option value="PROJECT">PROJECT member (one project)</option>
          <option value="admin">admin (everything)</option>
        </select>
      </Field>
      {role === 'PROJECT' ? (
        <Field id="staff-project" label="Project">
          <select
            id="staff-project"
            style={selectStyle}
            value={projectId}
            onChange={(e) => setProjectId(e.target.value)}
          >
            <option value="" disabled>
              Select a project
            </option>
            {(projects.data?.rows ?? []).map((p) => (
              <option key={p.id} value={p.id}>
                {p.twitterDisplayName ?? p.twitterUsername}
              </option>
            ))}
          </select>
        </Field>
      ) : null}
      <p style={{ opacity: 0.75 }}>
        A password is generated and shown once after creation; only its hash is stored.
      </p>
    </FormModal>
  );
}
