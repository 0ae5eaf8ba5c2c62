import type { CSSProperties, ReactNode } from 'react';

/**
 * A small label in antd Tag's look under the dark theme (ui/kit.css): `default` is antd's plain
 * tag, the others its preset colours (light background, border and text of that colour);
 * `bordered={false}` drops the border, as antd's does.
 */
export function Tag({
  children,
  color = 'default',
  bordered = true,
  style,
}: {
  children: ReactNode;
  color?: 'default' | 'purple' | 'green' | 'blue';
  bordered?: boolean;
  style?: CSSProperties;
}) {
  const classes = ['mm-tag'];
  if (color !== 'default') classes.push(`mm-tag-${color}`);
  if (!bordered) classes.push('mm-tag-borderless');
  return (
    <span className={classes.join(' ')} style={style}>
      {children}
    </span>
  );
}
