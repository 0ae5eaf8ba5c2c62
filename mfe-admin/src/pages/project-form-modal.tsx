import { Button } from 'antd';
import { CheckField } from '../components/field.tsx';
import { useEffect, useState } from 'react';
import {
  FormModal,
  type FormValues,
  numberOrNull,
  TextField,
  textOrNull,
} from '../components/form-modal.tsx';
import { errorMessage, fieldErrors, useAdminSession } from '../services/admin-session.tsx';
import { autofillFromProfile, type ProjectInput, projectsService } from '../services/projects.service.ts';

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
  const [values, setValues] = useState<FormValues>({});
  const [flags, setFlags] = useState({
    featured: false,
    hidden: false,
    twitterIsVerified: false,
    twitterGoldBadge: false,
  });
  const [loading, setLoading] = useState(Boolean(props.id));
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [lookup, setLookup] = useState<{ busy: boolean; message: string | null }>({
    busy: false,
    message: null,
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: loads once per opened record
  useEffect(() => {
    if (!props.id) return;
    service.get(props.id).then(
      (project) => {
        setValues(toValues(project));
        setFlags({
          featured: project.featured,
          hidden: project.hidden,
          twitterIsVerified: project.twitterIsVerified,
          twitterGoldBadge: project.twitterGoldBadge,
        });
        setLoading(false);
      },
      (e) => {
        setError(`Failed to load project data: ${errorMessage(e)}`);
        setLoading(false);
      },
    );
  }, [props.id]);

  const change = (name: string, value: string) => setValues((v) => ({ ...v, [name]: value }));
  const autofill = async () => {
    const username = values.twitterUsername?.trim().replace(/^@/, '');
    if (!username) {
      setErrors({ twitterUsername: 'Type the X handle to look up first' });
      return;
    }
    setLookup({ busy: true, message: null });
    try {
      const found = autofillFromProfile(await service.lookup(username));
      setValues((v) => ({ ...v, ...toValues(found) }));
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
    setSaving(true);
    setError(null);
    setErrors({});
    const body: Record<string, unknown> = { ...flags };
    for (const key of TEXT) body[key] = textOrNull(values[key]);
    for (const key of NUMBERS) body[key] = numberOrNull(values[key]);
    body.twitterUsername = (values.twitterUsername ?? '').trim().replace(/^@/, '');
    if (!body.twitterLang) delete body.twitterLang;
    try {
      const saved = await service.save(props.id, body as ProjectInput);
      props.onSaved(saved.twitterDisplayName ?? saved.twitterUsername);
    } catch (e) {
      setErrors(fieldErrors(e));
      setError(errorMessage(e, 'Failed to save project'));
    } finally {
      setSaving(false);
    }
  };

  const field = (name: string, label: string, extra: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField
      idPrefix="project"
      name={name}
      label={label}
      values={values}
      errors={errors}
      onChange={change}
      {...extra}
    />
  );
  return (
    <FormModal
      title={props.id ? 'Edit project' : 'Add project'}
      open
      saving={saving}
      loading={loading}
      error={error}
      onSubmit={submit}
      onClose={props.onClose}
    >
      {field('twitterUsername', 'X handle', {
        hint: config.demoSignIn
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
