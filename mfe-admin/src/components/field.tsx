import type { ReactNode } from 'react';

/** A labelled form control with the server's message for this field under it. */
export function Field(props: {
  id: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div style={{ marginBottom: 12 }}>
      <label htmlFor={props.id} style={{ display: 'block', marginBottom: 4 }}>
        {props.label}
      </label>
      {props.children}
      {props.hint && !props.error ? (
        <div style={{ fontSize: 12, opacity: 0.75, marginTop: 4 }}>{props.hint}</div>
      ) : null}
      {props.error ? (
        <div id={`${props.id}-error`} role="alert" style={{ color: '#ff7875', fontSize: 12, marginTop: 4 }}>
          {props.error}
        </div>
      ) : null}
    </div>
  );
}

/** A native select styled like the theme's inputs (antd's Select would weigh on every first load). */
export const selectStyle = {
  width: '100%',
  height: 32,
  padding: '0 8px',
  borderRadius: 8,
  background: '#141414',
  color: 'inherit',
  border: '1px solid #424242',
} as const;

/** A checkbox with its label (native: antd's Checkbox would weigh on every first load). */
export function CheckField(props: {
  id: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  role?: 'switch';
}) {
  return (
    <div style={{ marginBottom: 8 }}>
      <input
        id={props.id}
        type="checkbox"
        role={props.role}
        checked={props.checked}
        onChange={(e) => props.onChange(e.target.checked)}
        style={{ marginRight: 8, accentColor: '#7c5cff' }}
      />
      <label htmlFor={props.id}>{props.label}</label>
    </div>
  );
}

/** A list filter: a label and a native select whose first choice is "all" (an empty value). */
export function FilterSelect(props: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  all: string;
  options: { value: string; label: string }[];
  width: number;
}) {
  // Label and select wrap as one, so a phone never leaves a label at a line's end.
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
      <label htmlFor={props.id}>{props.label}</label>
      <select
        id={props.id}
        style={{ ...selectStyle, width: props.width }}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
      >
        <option value="">{props.all}</option>
        {props.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </span>
  );
}
