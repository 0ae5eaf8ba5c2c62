import { type CSSProperties, type ReactNode, useEffect, useId, useRef } from 'react';
import { CloseOutlined } from '../icons.tsx';

/**
 * A modal dialog on the browser's own `<dialog>` (showModal): focus moves in and returns on
 * close, the page behind is inert, Escape and a click outside close it. `drawer` slides it in
 * from the left edge (the beta's phone menu); otherwise it is centred (antd's Modal). Plain
 * elements, so opening one on a public page fetches nothing (docs/frontend.md, "antd off the
 * first load").
 */
export function Dialog(props: {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  placement?: 'center' | 'left';
  width?: number;
  bodyStyle?: CSSProperties;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (props.open && !dialog.open) dialog.showModal();
    if (!props.open && dialog.open) dialog.close();
  }, [props.open]);
  const drawer = props.placement === 'left';
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the click is on the backdrop; Escape is the dialog's cancel event
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      className={drawer ? 'mm-dialog mm-drawer' : 'mm-dialog'}
      style={{ width: props.width }}
      onCancel={(event) => {
        // Escape: React state decides, so the dialog closes through onClose like every other way.
        event.preventDefault();
        props.onClose();
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself, outside its box.
        if (event.target !== ref.current) return;
        const box = ref.current.getBoundingClientRect();
        const inside =
          event.clientX >= box.left &&
          event.clientX <= box.right &&
          event.clientY >= box.top &&
          event.clientY <= box.bottom;
        if (!inside) props.onClose();
      }}
    >
      {props.open && (
        <>
          <header className="mm-dialog-header">
            {drawer && <CloseButton onClose={props.onClose} />}
            <h2 id={titleId} className="mm-dialog-title">
              {props.title}
            </h2>
            {!drawer && <CloseButton onClose={props.onClose} />}
          </header>
          <div className="mm-dialog-body" style={props.bodyStyle}>
            {props.children}
          </div>
        </>
      )}
    </dialog>
  );
}

function CloseButton({ onClose }: { onClose: () => void }) {
  return (
    <button type="button" className="mm-dialog-close" aria-label="Close" onClick={onClose}>
      <CloseOutlined />
    </button>
  );
}
