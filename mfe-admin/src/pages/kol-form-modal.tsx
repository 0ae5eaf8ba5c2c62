import { Fragment } from 'react';
import { formatDateTime } from '../components/admin-format.ts';
import { FormModal, type FormValues, numberOrNull, textOrNull } from '../components/form-modal.tsx';
import { useRecordForm } from '../components/record-form.tsx';
import { useAdminSession } from '../services/admin-session.tsx';
import {
  KOL_FORM_FIELDS,
  KOL_WRITES,
  type Kol,
  type KolInput,
  kolsService,
} from '../services/kols.service.ts';

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
  const form = useRecordForm({
    key: props.id ? ['admin-kol', props.id] : null,
    load: () => service.get(props.id ?? ''),
    toValues: (found: Kol) => {
      const v: FormValues = {};
      for (const f of KOL_FORM_FIELDS) if (found[f.name] != null) v[f.name] = String(found[f.name]);
      return v;
    },
    loadFailed: (message) => message || 'Failed to load the KOL',
    save: (body: KolInput) => service.save(props.id, body),
    invalidates: KOL_WRITES,
    idPrefix: 'kol',
  });
  const { values, record: kol } = form;

  const submit = async () => {
    const body: Record<string, unknown> = {};
    for (const f of KOL_FORM_FIELDS) {
      body[f.name] = f.type === 'number' ? numberOrNull(values[f.name]) : textOrNull(values[f.name]);
    }
    body.twitterUsername = (values.twitterUsername ?? '').trim().replace(/^@/, '');
    // A new KOL gets its id from the client (docs/frontend.md, admin app); the server checks it is a UUID.
    if (!props.id) body.id = crypto.randomUUID();
    const saved = await form.submit(body as KolInput, 'Failed to save the KOL');
    if (saved) props.onSaved(saved.twitterUsername);
  };

  return (
    <FormModal
      title={props.id ? 'Edit KOL' : 'Add KOL'}
      {...form.modal}
      onSubmit={submit}
      onClose={props.onClose}
    >
      {KOL_FORM_FIELDS.map((f) => (
        <Fragment key={f.name}>
          {form.field(f.name, f.label, { type: f.type, multiline: f.name === 'twitterDescription' })}
        </Fragment>
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
