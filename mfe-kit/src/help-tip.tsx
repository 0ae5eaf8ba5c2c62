import { type CSSProperties, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { QuestionCircleOutlined } from './icons.tsx';

/** antd's dark tooltip, drawn by hand: its background, radius, padding and width. */
const BUBBLE: CSSProperties = {
  position: 'fixed',
  zIndex: 1070,
  maxWidth: 250,
  padding: '6px 8px',
  borderRadius: 6,
  background: '#424242',
  color: '#fff',
  fontSize: 14,
  lineHeight: 1.5715,
  fontWeight: 400,
  textAlign: 'start',
  whiteSpace: 'normal',
  boxShadow:
    '0 6px 16px 0 rgba(0,0,0,0.08), 0 3px 6px -4px rgba(0,0,0,0.12), 0 9px 28px 8px rgba(0,0,0,0.05)',
  pointerEvents: 'none',
  transform: 'translate(-50%, -100%)',
};
const HALF_WIDTH = 125;
const GAP = 8;

/**
 * A column's help: the question-mark icon and, while the pointer or the keyboard's focus is on
 * it, a tooltip with the help (role tooltip, described by). Drawn here rather than with antd's
 * Tooltip, which brought its trigger, alignment and motion code into the antd cut every public
 * page loads before it can run (docs/frontend.md, "Help tooltips without antd"). The bubble is
 * portalled to the body with fixed coordinates, so a table's scroll container cannot clip it.
 */
export function HelpTip({ title, help }: { title: string; help: string }) {
  const [at, setAt] = useState<{ x: number; y: number } | null>(null);
  const icon = useRef<HTMLSpanElement>(null);
  const id = useId();
  const show = () => {
    const box = icon.current?.getBoundingClientRect();
    if (!box) return;
    const centre = box.left + box.width / 2;
    const x = Math.min(Math.max(centre, GAP + HALF_WIDTH), window.innerWidth - GAP - HALF_WIDTH);
    setAt({ x, y: box.top - GAP });
  };
  const hide = () => setAt(null);
  return (
    <>
      <QuestionCircleOutlined
        ref={icon}
        aria-label={`About ${title}`}
        aria-describedby={at ? id : undefined}
        tabIndex={0}
        style={{ marginLeft: 6, fontSize: 12, opacity: 0.6 }}
        onMouseEnter={show}
        onMouseLeave={hide}
        onFocus={show}
        onBlur={hide}
        onClick={(event) => event.stopPropagation()}
      />
      {at &&
        createPortal(
          <div id={id} role="tooltip" style={{ ...BUBBLE, left: at.x, top: at.y }}>
            {help}
          </div>,
          document.body,
        )}
    </>
  );
}
