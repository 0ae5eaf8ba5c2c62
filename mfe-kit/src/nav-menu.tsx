import type { MouseEvent, ReactNode } from 'react';

export interface NavMenuItem {
  /** The path it opens, also its identity. */
  key: string;
  label: ReactNode;
  icon?: ReactNode;
  disabled?: boolean;
}

/** Hover, focus and selection for both layouts, in antd's dark menu colours. */
const CSS = `
.mm-nav{list-style:none;margin:0;padding:0;display:flex;min-width:0;font-size:14px}
.mm-nav-horizontal{flex:1;align-items:stretch;flex-wrap:nowrap;overflow-x:auto;scrollbar-width:thin}
.mm-nav-vertical{flex-direction:column;padding:4px}
.mm-nav a{display:flex;align-items:center;gap:10px;white-space:nowrap;color:rgba(255,255,255,0.65);text-decoration:none;border-radius:8px;transition:color .2s,background .2s}
.mm-nav-horizontal a{height:64px;padding:0 16px;border-radius:0}
.mm-nav-vertical a{min-height:40px;padding:8px 16px;margin:4px 0;white-space:normal;line-height:22px}
.mm-nav a:hover,.mm-nav a:focus-visible{color:#fff}
.mm-nav a:focus-visible{outline:2px solid #a58cff;outline-offset:-2px}
.mm-nav a[aria-current=page]{color:#fff;background:#6a48f0}
.mm-nav a[aria-disabled=true]{color:rgba(255,255,255,0.25);cursor:not-allowed}
`;

/**
 * The frames' page navigation (the beta's bar and drawer, the admin's): a list of links in
 * antd's dark menu look, with antd's menu roles. It replaced antd's Menu, whose popup trigger,
 * overflow measurer and motion code came in the antd cut of every page and whose horizontal
 * mode measured its items after the first render (docs/frontend.md, "Navigation without antd's Menu").
 * Real links: opening one in a new tab works; a plain click goes through `onSelect` (the router).
 */
export function NavMenu(props: {
  items: readonly NavMenuItem[];
  selected: readonly string[];
  mode: 'horizontal' | 'vertical';
  label: string;
  onSelect: (key: string) => void;
}) {
  const follow = (event: MouseEvent<HTMLAnchorElement>, item: NavMenuItem) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    if (!item.disabled) props.onSelect(item.key);
  };
  return (
    <>
      <style>{CSS}</style>
      <div
        role="menu"
        aria-label={props.label}
        aria-orientation={props.mode}
        className={`mm-nav mm-nav-${props.mode}`}
      >
        {props.items.map((item) => (
          <a
            key={item.key}
            role="menuitem"
            href={item.disabled ? undefined : item.key}
            tabIndex={item.disabled ? -1 : 0}
            aria-disabled={item.disabled || undefined}
            aria-current={props.selected.includes(item.key) ? 'page' : undefined}
            onClick={(event) => follow(event, item)}
          >
            {item.icon}
            <span>{item.label}</span>
          </a>
        ))}
      </div>
    </>
  );
}
