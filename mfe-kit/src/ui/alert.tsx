import type { CSSProperties, ReactNode } from 'react';
import {
  CheckCircleFilled,
  CloseCircleFilled,
  ExclamationCircleFilled,
  InfoCircleFilled,
} from '../icons.tsx';

const ICON = {
  error: <CloseCircleFilled />,
  warning: <ExclamationCircleFilled />,
  success: <CheckCircleFilled />,
  info: <InfoCircleFilled />,
};

/**
 * A message box in the kit's look (ui/kit.css) where antd's Alert would be: an icon, a title,
 * an optional description below it and an action (Retry) at the end.
 */
export function Alert(props: {
  type: 'error' | 'warning' | 'success' | 'info';
  title: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  role?: 'alert' | 'status';
  style?: CSSProperties;
}) {
  const classes = ['mm-alert'];
  if (props.type !== 'error') classes.push(`mm-alert-${props.type}`);
  if (props.description) classes.push('mm-alert-described');
  return (
    <div
      className={classes.join(' ')}
      role={props.role ?? (props.type === 'success' || props.type === 'info' ? 'status' : 'alert')}
      style={props.style}
    >
      <span className="mm-alert-icon" aria-hidden>
        {ICON[props.type]}
      </span>
      <div className="mm-alert-content">
        <span className="mm-alert-title">{props.title}</span>
        {props.description && <div>{props.description}</div>}
      </div>
      {props.action}
    </div>
  );
}
