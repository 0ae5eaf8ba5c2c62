import { useEffect, useState } from 'react';
import { formatDateTime } from '../components/admin-format.ts';
import {
  FormModal,
  type FormValues,
  numberOrNull,
  TextField,
  textOrNull,
} from '../components/form-modal.tsx';
import { errorMessage, fieldErrors, useAdminSession } from '../services/admin-session.tsx';
import { KOL_FORM_FIELDS, type Kol, type KolInput, kolsService } from '../services/kols.service.ts';

/** Read-only: values the engine or X own, shown so staff see the whole record. */
const READ_ONLY: { name: keyof Kol; label: string }[] = [
  { name: 'kolScore', label: 'KOL score' },
  { name: 'mindoMetric', label: 'Mindmark score' },
  { name: 'engagementRate', label: 'Engagement rate' },
  { name: 'totalPosts', label: 'Posts' },
  { name: 'syncStatus', label: 'Sync status' },
  { name: 'lastSync', label: 'Last sync' },
];

/** Add or edit a KOL: the form fields; object-valued and computed fields read-only; timestamps hidden. */
export function KolFormModal(props: {
  id: string | null;
  onClose: () => void;
  onSaved: (handle: string) => void;
}) {
  const { call } = useAdminSession();
  const service = kolsService(call);
  const [kol, setKol] = useState<Kol | null>(null);
  const [values, setValues] = useState<FormValues>({});
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});

  // biome-ignore lint/correctness/useExhaustiveDependencies: loads once per opened record
  useEffect(() => {
    if (!props.id) return;
    service.get(props.id).then(
      (found) => {
        setKol(found);
        const v: FormValues = {};
        for (const f of KOL_FORM_FIELDS) if (found[f.name] != null) v[f.name] = String(found[f.name]);
        setValues(v);
      },
      (e) => setError(errorMessage(e, 'Failed to load the KOL')),
    );
  }, [props.id]);

  const submit = async () => {
    setSaving(true);
    setError(null);
    setErrors({});
    const body: Record<string, unknown> = {};
    for (const f of KOL_FORM_FIELDS) {
      body[f.name] = f.type === 'number' ? numberOrNull(values[f.name]) : textOrNull(values[f.name]);
    }
    body.twitterUsername = (values.twitterUsername ?? '').trim().replace(/^@/, '');
    // A new KOL gets its id from the client (docs/frontend.md, admin app); the server checks it is a UUID.
    if (!props.id) body.id = crypto.randomUUID();
    try {
      const saved = await service.save(props.id, body as KolInput);
      props.onSaved(saved.twitterUsername);
    } catch (e) {
      setErrors(fieldErrors(e));
      setError(errorMessage(e, 'Failed to save the KOL'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <FormModal
      title={props.id ? 'Edit KOL' : 'Add KOL'}
      open
      saving={saving}
      error={error}
      onSubmit={submit}
      onClose={props.onClose}
    >
      {KOL_FORM_FIELDS.map((f) => (
        <TextField
          key={f.name}
          idPrefix="kol"
          name={f.name}
          label={f.label}
          type={f.type}
          multiline={f.name === 'twitterDescription'}
          values={values}
          errors={errors}
          onChange={(name, value) => setValues((v) => ({ ...v, [name]: value }))}
        />
      ))}
      {kol ? (
        <dl style={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '4px 12px', opacity: 0.85 }}>
          {READ_ONLY.map((f) => (
            <div key={f.name} style={{ display: 'contents' }}>
              <dt>{f.label}</dt>
              <dd style={{ margin: 0 }}>
                {f.name === 'lastSync' ? formatDateTime(kol.lastSync) : String(kol[f.name] ?? '–')}
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
    </FormModal>
  );
}
