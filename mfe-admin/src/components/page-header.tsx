import { Flex } from 'antd';
import type { ReactNode } from 'react';

/** A page's title with its main actions on the right (wrapping under it on a phone). */
export function PageHeader({
  title,
  extra,
  children,
}: {
  title: string;
  extra?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <header style={{ marginBottom: 16 }}>
      <Flex justify="space-between" align="center" wrap gap={12}>
        <h1 style={{ fontSize: 24, margin: 0 }}>{title}</h1>
        {extra ? (
          <Flex gap={8} wrap>
            {extra}
          </Flex>
        ) : null}
      </Flex>
      {children}
    </header>
  );
}

/** The free-text search over a table, written to the URL as the user types. */
export function searchInputProps(value: string, onChange: (value: string) => void, label: string) {
  return {
    'aria-label': label,
    placeholder: label,
    allowClear: true,
    defaultValue: value,
    onChange: (e: { target: { value: string } }) => onChange(e.target.value),
    style: { maxWidth: 320 },
  };
}
