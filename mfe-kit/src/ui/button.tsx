import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode } from 'react';

interface Look {
  /** antd's names: a filled primary, the bordered default, borderless text, a link-coloured one. */
  type?: 'primary' | 'default' | 'text' | 'link';
  size?: 'small' | 'middle' | 'large';
  icon?: ReactNode;
  block?: boolean;
}

export type ButtonProps = Look &
  Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> & {
    /** The button element's own type (antd's `htmlType`). */
    htmlType?: 'button' | 'submit';
  };

/**
 * A button in the kit's look (ui/kit.css), where antd's Button would be: the first screen of a
 * public page carries no antd (docs/frontend.md, "antd off the first load"). A label-less button
 * is square, like antd's icon-only one.
 */
export function Button({
  type,
  size,
  icon,
  block,
  htmlType = 'button',
  className,
  children,
  ...rest
}: ButtonProps) {
  return (
    // htmlType is always a literal button type
    <button type={htmlType} className={buttonClass({ type, size, block }, children, className)} {...rest}>
      {icon}
      {children}
    </button>
  );
}

/** A link that looks like a button (antd's Button with `href`). */
export function ButtonLink({
  type,
  size,
  icon,
  block,
  className,
  children,
  ...rest
}: Look & AnchorHTMLAttributes<HTMLAnchorElement>) {
  return (
    <a className={buttonClass({ type, size, block }, children, className)} {...rest}>
      {icon}
      {children}
    </a>
  );
}

function buttonClass(look: Look, children: ReactNode, extra?: string): string {
  const classes = ['mm-btn'];
  if (look.type && look.type !== 'default') classes.push(`mm-btn-${look.type}`);
  if (look.size === 'small') classes.push('mm-btn-sm');
  if (look.size === 'large') classes.push('mm-btn-lg');
  if (look.block) classes.push('mm-btn-block');
  if (children === undefined || children === null || children === false) classes.push('mm-btn-icon');
  if (extra) classes.push(extra);
  return classes.join(' ');
}
