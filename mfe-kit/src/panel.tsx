import { theme } from 'antd';
import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';

export interface PanelProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  title?: ReactNode;
  size?: 'default' | 'small';
  style?: CSSProperties;
}

/**
 * A bordered content box in the theme's colours, used where antd's Card would be.
 * Card also carries its tab-list support (rc-tabs), about 10 KB of compressed
 * JavaScript that every visitor would download on first load for boxes that never
 * have tabs (measured in bench/RESULTS.md, front-end section).
 */
export function Panel({ title, size = 'default', style, children, ...rest }: PanelProps) {
  const { token } = theme.useToken();
  const padding = size === 'small' ? token.paddingSM : token.paddingLG;
  const border = `1px solid ${token.colorBorderSecondary}`;
  return (
    <section
      {...rest}
      style={{
        background: token.colorBgContainer,
        color: token.colorText,
        fontSize: token.fontSize,
        lineHeight: token.lineHeight,
        border,
        borderRadius: token.borderRadiusLG,
        ...style,
      }}
    >
      {title && (
        <header
          style={{
            padding: `${token.paddingSM}px ${padding}px`,
            borderBottom: border,
            fontWeight: 600,
            fontSize: size === 'small' ? token.fontSize : token.fontSizeLG,
          }}
        >
          {title}
        </header>
      )}
      <div style={{ padding }}>{children}</div>
    </section>
  );
}
