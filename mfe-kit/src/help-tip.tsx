import { type CSSProperties, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { QuestionCircleOutlined } from './icons.tsx';

/**
 * A column's help: the question-mark icon, and its sentence in a bubble above it while the
 * pointer rests on it or it has the keyboard's focus (Escape hides it). Plain elements: the
 * tables that use it are on the first screen, which carries no antd (docs/frontend.md, "antd off
 * the first load"). The bubble is fixed to the viewport, in document.body, so the table's
 * scrolling box does not clip it.
 */
export function HelpTip({ title, help }: { title: string; help: string }) {
  const [at, setAt] = useState<CSSProperties | null>(null);
  const icon = useRef<HTMLSpanElement>(null);
  const id = useId();
  const show = () => {
    const box = icon.current?.getBoundingClientRect();
    if (!box) return;
    const above = box.top > 80;
    setAt({
      position: 'fixed',
      left: Math.min(Math.max(box.left + box.width / 2, 133), window.innerWidth - 133),
      ...(above
        ? { top: box.top - 8, transform: 'translate(-50%, -100%)' }
        : { top: box.bottom + 8, transform: 'translateX(-50%)' }),
      bottom: 'auto',
    });
  };
  const hide = () => setAt(null);
  return (
    <>
      <QuestionCircleOutlined
        ref={icon}
        aria-label={`About ${title}`}
        aria-describedby={at ? id : undefined}
        // the help must be reachable without a pointer
        tabIndex={0}
        style={{ marginLeft: 6, fontSize: 12, opacity: 0.6 }}
        onMouseEnter={show}
        onMouseLeave={hide}
        onFocus={show}
        onBlur={hide}
        onKeyDown={(event) => {
          if (event.key === 'Escape') hide();
        }}
      />
      {at &&
        createPortal(
          <span id={id} role="tooltip" className="mm-tip-bubble mm-tip-fixed" style={at}>
            {help}
          </span>,
          document.body,
        )}
    </>
  );
}
