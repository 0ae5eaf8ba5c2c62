import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';

export interface PanelProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  title?: ReactNode;
  size?: 'default' | 'small';
  style?: CSSProperties;
}

/**
 * A bordered content box in the theme's colours (ui/kit.css), used where antd's Card would be.
 * Card also carries its tab-list support (rc-tabs), about 10 KB of compressed
 * JavaScript that every visitor would download on first load for boxes that never
 * have tabs (measured in bench/RESULTS.md, front-end section).
 */
export function Panel({ title, size = 'default', style, children, ...rest }: PanelProps) {
  const padding = size === 'small' ? 12 : 24;
  const border = '1px solid var(--mm-border-2)';
  return (
    <section
      {...rest}
      style={{
        background: 'var(--mm-bg-container)',
        color: 'var(--mm-text)',
        fontSize: 'var(--mm-font-size)',
        lineHeight: 'var(--mm-line-height)',
        border,
        borderRadius: 'var(--mm-radius-lg)',
        ...style,
      }}
    >
      {title && (
        <header
          style={{
            padding: `12px ${padding}px`,
            borderBottom: border,
            fontWeight: 600,
            fontSize: size === 'small' ? 14 : 16,
          }}
        >
          {title}
        </header>
      )}
      <div style={{ padding }}>{children}</div>
    </section>
  );
}
