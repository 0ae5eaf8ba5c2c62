import { useApiMutation, useApiQuery } from '@mindmark/mfe-kit/data/use-api-query.ts';
import type { QueryKey } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { errorMessage, fieldErrors } from '../services/admin-session.tsx';
import { type FormValues, TextField } from './form-modal.tsx';

type TextFieldExtra = Partial<Parameters<typeof TextField>[0]>;

/**
 * The state every add/edit modal shares: the record read once it is open (react-query,
 * so the list's edit of the same record reuses the answer), string values bound to
 * fields, the save as a mutation that refreshes `invalidates`, and the server's
 * sentence and per-field messages when it refuses.
 */
export function useRecordForm<T, B, R>(o: {
  /** The record's query key, or null for a new one. */
  key: QueryKey | null;
  load: () => Promise<T>;
  initial?: FormValues;
  /** The record's values for the fields, taken once its freshest answer is in. */
  toValues: (record: T) => FormValues;
  /** Called with the loaded record too, for state the form keeps outside its values. */
  onLoaded?: (record: T) => void;
  loadFailed: (message: string) => string;
  save: (body: B) => Promise<R>;
  invalidates: readonly QueryKey[];
  idPrefix: string;
}) {
  const [values, setValues] = useState<FormValues>(o.initial ?? {});
  const [filled, setFilled] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const record = useApiQuery(o.key ?? ['no-record'], o.load, { enabled: o.key !== null });
  const write = useApiMutation(o.save, o.invalidates);

  // biome-ignore lint/correctness/useExhaustiveDependencies: fills once, from the settled answer
  useEffect(() => {
    if (filled || !record.data || record.loading) return;
    setValues((v) => ({ ...v, ...o.toValues(record.data as T) }));
    o.onLoaded?.(record.data);
    setFilled(true);
  }, [record.data, record.loading, filled]);

  const change = (name: string, value: string) => setValues((v) => ({ ...v, [name]: value }));

  /** Sends `body`; resolves with the saved record, or null after showing why not. */
  const submit = async (body: B, fallback: string): Promise<R | null> => {
    setError(null);
    setErrors({});
    try {
      return await write.run(body);
    } catch (e) {
      setErrors(fieldErrors(e));
      setError(errorMessage(e, fallback));
      return null;
    }
  };

  return {
    values,
    setValues,
    change,
    errors,
    setErrors,
    record: filled ? record.data : undefined,
    submit,
    /** One text input bound to the values and the server's message for it. */
    field: (name: string, label: string, extra: TextFieldExtra = {}) => (
      <TextField
        idPrefix={o.idPrefix}
        name={name}
        label={label}
        values={values}
        errors={errors}
        onChange={change}
        {...extra}
      />
    ),
    /** The FormModal's state props. */
    modal: {
      open: true,
      saving: write.pending,
      loading: o.key !== null && !filled && !record.failed,
      error: error ?? (record.failed ? o.loadFailed(errorMessage(record.error)) : null),
    },
  };
}
