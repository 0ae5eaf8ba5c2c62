import { Alert, Input, Modal } from 'antd';
import type { ReactNode } from 'react';
import { Field } from './field.tsx';

/**
 * A modal form: Save submits (and reads "Saving..." while the server answers), the
 * server's sentence shows at the top, and nothing closes until the server said yes.
 */
export function FormModal(props: {
  title: string;
  open: boolean;
  saving: boolean;
  loading?: boolean;
  error: string | null;
  okText?: string;
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
  width?: number;
}) {
  return (
    <Modal
      title={props.title}
      open={props.open}
      onOk={props.onSubmit}
      onCancel={props.onClose}
      okText={props.saving ? 'Submitting...' : (props.okText ?? 'Save')}
      okButtonProps={{ loading: props.saving, disabled: props.loading }}
      width={props.width ?? 640}
      destroyOnHidden
      maskClosable={false}
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          props.onSubmit();
        }}
      >
        {props.loading ? <p role="status">Loading data...</p> : null}
        {props.error ? (
          <Alert type="error" showIcon role="alert" title={props.error} style={{ marginBottom: 12 }} />
        ) : null}
        {props.children}
        {/* Enter in a field submits the form like the Save button. */}
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </form>
    </Modal>
  );
}

export type FormValues = Record<string, string>;

/** One text input bound to a form's string values, with the server's message for it. */
export function TextField(props: {
  name: string;
  label: string;
  values: FormValues;
  errors: Record<string, string>;
  onChange: (name: string, value: string) => void;
  type?: 'text' | 'number' | 'url' | 'datetime-local';
  readOnly?: boolean;
  hint?: ReactNode;
  multiline?: boolean;
  idPrefix: string;
}) {
  const id = `${props.idPrefix}-${props.name}`;
  const common = {
    id,
    value: props.values[props.name] ?? '',
    readOnly: props.readOnly,
    status: props.errors[props.name] ? ('error' as const) : undefined,
    'aria-invalid': Boolean(props.errors[props.name]) || undefined,
    'aria-describedby': props.errors[props.name] ? `${id}-error` : undefined,
  };
  return (
    <Field id={id} label={props.label} error={props.errors[props.name]} hint={props.hint}>
      {props.multiline ? (
        <Input.TextArea {...common} rows={3} onChange={(e) => props.onChange(props.name, e.target.value)} />
      ) : (
        <Input
          {...common}
          type={props.type ?? 'text'}
          onChange={(e) => props.onChange(props.name, e.target.value)}
        />
      )}
    </Field>
  );
}

/** '' → null, otherwise a number (NaN stays, so the server names the field). */
export const numberOrNull = (value: string | undefined): number | null =>
  value === undefined || value.trim() === '' ? null : Number(value);
export const textOrNull = (value: string | undefined): string | null =>
  value === undefined || value.trim() === '' ? null : value.trim();
