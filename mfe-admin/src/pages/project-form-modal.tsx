import { Button } from 'antd';
import { useState } from 'react';
import { CheckField } from '../components/field.tsx';
import { FormModal, type FormValues, numberOrNull, textOrNull } from '../components/form-modal.tsx';
import { useRecordForm } from '../components/record-form.tsx';
import { errorMessage, useAdminSession } from '../services/admin-session.tsx';
import {
  autofillFromProfile,
  PROJECT_WRITES,
  type ProjectInput,
  projectsService,
} from '../services/projects.service.ts';

const TEXT = [
  'twitterUsername',
  'twitterDisplayName',
  'stage',
  'twitterAvatarUrl',
  'twitterDescription',
  'twitterDescriptionLink',
  'twitterId',
  'twitterLang',
  'twitterCreatedAt',
  'coinSymbol',
  'coinName',
  'coinContractAddress',
  'coinImageUrl',
] as const;
const NUMBERS = [
  'twitterFollowersCount',
  'twitterFollowingCount',
  'smartFollowersCount',
  'coinMarketCap',
  'coinPrice',
] as const;

function toValues(p: Partial<Record<string, unknown>>): FormValues {
  const out: FormValues = {};
  for (const key of [...TEXT, ...NUMBERS]) {
    const v = p[key];
    if (v !== null && v !== undefined) out[key] = String(v);
  }
  return out;
}

/** Add or edit a project; "Autofill" fills the X fields from the profile lookup. */
export function ProjectFormModal(props: {
  id: string | null;
  onClose: () => void;
  onSaved: (name: string) => void;
}) {
  const { call, config, user } = useAdminSession();
  const service = projectsService(call);
  const [flags, setFlags] = useState({
    featured: false,
    hidden: false,
    twitterIsVerified: false,
    twitterGoldBadge: false,
  });
  const form = useRecordForm({
    key: props.id ? ['admin-project', props.id] : null,
    load: () => service.get(props.id ?? ''),
    toValues,
    onLoaded: (project) =>
      setFlags({
        featured: project.featured,
        hidden: project.hidden,
        twitterIsVerified: project.twitterIsVerified,
        twitterGoldBadge: project.twitterGoldBadge,
      }),
    loadFailed: (message) => `Failed to load project data: ${message}`,
    save: (body: ProjectInput) => service.save(props.id, body),
    invalidates: PROJECT_WRITES,
    idPrefix: 'project',
  });
  const { values, field } = form;
  const [lookup, setLookup] = useState<{ busy: boolean; message: string | null }>({
    busy: false,
    message: null,
  });

  const autofill = async () => {
    const username = values.twitterUsername?.trim().replace(/^@/, '');
    if (!username) {
      form.setErrors({ twitterUsername: 'Type the X handle to look up first' });
      return;
    }
    setLookup({ busy: true, message: null });
    try {
      const found = autofillFromProfile(await service.lookup(username));
      form.setValues((v) => ({ ...v, ...toValues(found) }));
      setFlags((f) => ({
        ...f,
        twitterIsVerified: Boolean(found.twitterIsVerified),
        twitterGoldBadge: Boolean(found.twitterGoldBadge),
      }));
      setLookup({
        busy: false,
        message: `Filled from the profile of @${username}. Check the fields, then save.`,
      });
    } catch (e) {
      setLookup({ busy: false, message: `Twitter profile not found: ${errorMessage(e)}` });
    }
  };

  const submit = async () => {
    const body: Record<string, unknown> = { ...flags };
    for (const key of TEXT) body[key] = textOrNull(values[key]);
    for (const key of NUMBERS) body[key] = numberOrNull(values[key]);
    body.twitterUsername = (values.twitterUsername ?? '').trim().replace(/^@/, '');
    if (!body.twitterLang) delete body.twitterLang;
    const saved = await form.submit(body as ProjectInput, 'Failed to save project');
    if (saved) props.onSaved(saved.twitterDisplayName ?? saved.twitterUsername);
  };

  return (
    <FormModal
      title={props.id ? 'Edit project' : 'Add project'}
      {...form.modal}
      onSubmit={submit}
      onClose={props.onClose}
    >
      {field('twitterUsername', 'X handle', {
        hint: !config.xApi
          ? 'X is not configured here: Autofill reads the accounts already stored; fill the rest by hand.'
          : 'Autofill reads the profile from X.',
      })}
      <Button onClick={autofill} loading={lookup.busy} style={{ marginBottom: 12 }}>
        Autofill from profile lookup
      </Button>
      {lookup.message ? (
        <p role="status" style={{ marginTop: 0 }}>
          {lookup.message}
        </p>
      ) : null}
      {field('twitterDisplayName', 'Name')}
      {field('stage', 'Stage')}
      {field('twitterDescription', 'Description', { multiline: true })}
      {field('twitterAvatarUrl', 'Avatar URL', { type: 'url' })}
      {field('twitterFollowersCount', 'Followers', { type: 'number' })}
      {field('twitterFollowingCount', 'Following', { type: 'number' })}
      {field('smartFollowersCount', 'Smart followers', { type: 'number' })}
      {field('coinName', 'Coin name')}
      {field('coinSymbol', 'Coin symbol')}
      {field('coinMarketCap', 'Market cap (USD)', { type: 'number' })}
      {field('coinPrice', 'Price (USD)', { type: 'number' })}
      {field('coinContractAddress', 'Contract address')}
      {field('coinImageUrl', 'Coin image URL', { type: 'url' })}
      {user.role === 'admin' ? (
        <CheckField
          id="project-featured"
          label="Featured in the Arena"
          checked={flags.featured}
          onChange={(featured) => setFlags((f) => ({ ...f, featured }))}
        />
      ) : null}
      <CheckField
        id="project-hidden"
        label="Hidden from public pages"
        checked={flags.hidden}
        onChange={(hidden) => setFlags((f) => ({ ...f, hidden }))}
      />
    </FormModal>
  );
}
