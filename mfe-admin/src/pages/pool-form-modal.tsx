import { useApiQuery } from '@mindmark/mfe-kit/data/use-api-query.ts';
import { Button, Flex, Input } from 'antd';
import { useState } from 'react';
import { CheckField, Field, selectStyle } from '../components/field.tsx';
import { FormModal } from '../components/form-modal.tsx';
import { useRecordForm } from '../components/record-form.tsx';
import { errorMessage, useAdminSession } from '../services/admin-session.tsx';
import {
  POOL_STATUSES,
  POOL_WRITES,
  type Pool,
  type PoolInput,
  poolsService,
  REWARD_UNITS,
} from '../services/pools.service.ts';

const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
/** An ISO timestamp as the value of a datetime-local input, in the reader's time zone. */
const toLocalInput = (iso: string | null) => {
  const d = iso ? new Date(iso) : new Date(Date.now() + 7 * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};

/** Every field of a pool; PROJECT staff have their own project fixed. */
export function PoolFormModal(props: {
  id: string | null;
  onClose: () => void;
  onSaved: (title: string) => void;
}) {
  const { call, user } = useAdminSession();
  const service = poolsService(call);
  const [requirements, setRequirements] = useState<string[]>(['']);
  const [platforms, setPlatforms] = useState<string[]>([]);
  const choices = useApiQuery(['admin-reward-platforms'], () => service.platforms());
  const projects = useApiQuery(['admin-project-names'], () => service.projects(), {
    enabled: user.role === 'admin',
  });
  const form = useRecordForm({
    key: props.id ? ['admin-pool', props.id] : null,
    load: () => service.get(props.id ?? ''),
    initial: {
      status: 'active',
      rewardUnit: 'flat',
      deadline: toLocalInput(null),
      projectId: user.projectId ?? '',
    },
    toValues: (pool: Pool) => ({
      title: pool.title,
      description: pool.description ?? '',
      reward: pool.reward ?? '',
      deadline: toLocalInput(pool.deadline),
      status: pool.status,
      totalAmountUsd: String(pool.totalAmountUsd),
      rewardRate: String(pool.rewardRate),
      rewardUnit: pool.rewardUnit ?? 'flat',
      campaignTargetViews: String(pool.campaignTargetViews),
      projectId: pool.projectId,
    }),
    onLoaded: (pool) => {
      setRequirements(pool.requirements.length ? pool.requirements : ['']);
      setPlatforms(pool.platforms);
    },
    loadFailed: (message) => `Loading data failed: ${message}`,
    save: (body: PoolInput) => service.save(props.id, body),
    invalidates: POOL_WRITES,
    idPrefix: 'pool',
  });
  const { values, errors, change } = form;

  const submit = async () => {
    const body: PoolInput = {
      title: values.title ?? '',
      description: values.description || null,
      reward: values.reward || null,
      deadline: values.deadline ? new Date(values.deadline).toISOString() : null,
      status: values.status,
      totalAmountUsd: values.totalAmountUsd ?? '0',
      rewardRate: values.rewardRate ?? '0',
      rewardUnit: values.rewardUnit,
      campaignTargetViews: values.campaignTargetViews ? Number(values.campaignTargetViews) : 0,
      projectId: values.projectId || null,
      platforms,
      requirements: requirements.map((r) => r.trim()).filter(Boolean),
    };
    const saved = await form.submit(body, 'Failed to submit the form.');
    if (saved) props.onSaved(saved.title);
  };
  const text = form.field;
  const lookupsFailed = choices.failed || projects.failed;
  const modal = {
    ...form.modal,
    loading:
      form.modal.loading || (!lookupsFailed && (!choices.data || (user.role === 'admin' && !projects.data))),
    error:
      form.modal.error ??
      (lookupsFailed ? `Loading data failed: ${errorMessage(choices.error ?? projects.error)}` : null),
  };

  return (
    <FormModal
      title={props.id ? 'Edit pool' : 'Add pool'}
      {...modal}
      onSubmit={submit}
      onClose={props.onClose}
      width={720}
    >
      <Field id="pool-projectId" label="Project" error={errors.projectId}>
        {user.role === 'admin' ? (
          <select
            id="pool-projectId"
            style={selectStyle}
            value={values.projectId ?? ''}
            onChange={(e) => change('projectId', e.target.value)}
          >
            <option value="" disabled>
              Select a project
            </option>
            {(projects.data ?? []).map((p) => (
              <option key={p.id} value={p.id}>
                {p.twitterDisplayName ?? p.twitterUsername}
              </option>
            ))}
          </select>
        ) : (
          <Input id="pool-projectId" value="Your project" readOnly />
        )}
      </Field>
      {text('title', 'Title')}
      {text('description', 'Description', { multiline: true })}
      <fieldset style={{ border: 'none', padding: 0, margin: '0 0 12px' }}>
        <legend style={{ marginBottom: 4 }}>Requirements</legend>
        {requirements.map((line, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the list is edited by position
          <Flex key={i} gap={8} style={{ marginBottom: 6 }}>
            <Input
              aria-label={`Requirement ${i + 1}`}
              value={line}
              onChange={(e) => setRequirements((r) => r.map((x, j) => (j === i ? e.target.value : x)))}
            />
            <Button
              aria-label={`Remove requirement ${i + 1}`}
              onClick={() => setRequirements((r) => (r.length > 1 ? r.filter((_, j) => j !== i) : ['']))}
            >
              Remove
            </Button>
          </Flex>
        ))}
        <Button size="small" onClick={() => setRequirements((r) => [...r, ''])}>
          Add requirement
        </Button>
        {errors.requirements ? (
          <div role="alert" style={{ color: '#ff7875', fontSize: 12 }}>
            {errors.requirements}
          </div>
        ) : null}
      </fieldset>
      <fieldset style={{ border: 'none', padding: 0, margin: '0 0 12px' }}>
        <legend style={{ marginBottom: 4 }}>Platforms</legend>
        <Flex wrap gap={12}>
          {(choices.data ?? []).map((c) => (
            <CheckField
              key={c.name}
              id={`pool-platform-${c.name}`}
              label={c.name}
              checked={platforms.includes(c.name)}
              onChange={(on) => setPlatforms((p) => (on ? [...p, c.name] : p.filter((x) => x !== c.name)))}
            />
          ))}
        </Flex>
        {errors.platforms ? (
          <div role="alert" style={{ color: '#ff7875', fontSize: 12 }}>
            {errors.platforms}
          </div>
        ) : null}
      </fieldset>
      {text('reward', 'Reward (as shown to creators)')}
      <Flex gap={12} wrap>
        <div style={{ flex: '1 1 180px' }}>{text('rewardRate', 'Reward rate (USD)', { type: 'number' })}</div>
        <div style={{ flex: '1 1 180px' }}>
          <Field id="pool-rewardUnit" label="Reward unit" error={errors.rewardUnit}>
            <select
              id="pool-rewardUnit"
              style={selectStyle}
              value={values.rewardUnit}
              onChange={(e) => change('rewardUnit', e.target.value)}
            >
              {REWARD_UNITS.map((u) => (
                <option key={u.value} value={u.value}>
                  {u.label}
                </option>
              ))}
            </select>
          </Field>
        </div>
        <div style={{ flex: '1 1 180px' }}>
          {text('totalAmountUsd', 'Total amount (USD)', { type: 'number' })}
        </div>
      </Flex>
      <Flex gap={12} wrap>
        <div style={{ flex: '1 1 240px' }}>
          {text('deadline', 'Deadline', { type: 'datetime-local', hint: `In your time zone: ${zone}` })}
        </div>
        <div style={{ flex: '1 1 180px' }}>
          <Field id="pool-status" label="Status" error={errors.status}>
            <select
              id="pool-status"
              style={selectStyle}
              value={values.status}
              onChange={(e) => change('status', e.target.value)}
            >
              {POOL_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {s.charAt(0).toUpperCase() + s.slice(1)}
                </option>
              ))}
            </select>
          </Field>
        </div>
        <div style={{ flex: '1 1 180px' }}>
          {text('campaignTargetViews', 'Target views', { type: 'number' })}
        </div>
      </Flex>
    </FormModal>
  );
}
