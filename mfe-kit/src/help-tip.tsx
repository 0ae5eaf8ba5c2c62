import { Tooltip } from 'antd';
import { useState } from 'react';
import { QuestionCircleOutlined } from './icons.tsx';

/**
 * A column's help: the question-mark icon, and antd's Tooltip around it from the first time the
 * pointer reaches it. A table's headers mounted one Tooltip each (its trigger, its portal
 * bookkeeping and its styles) on every page load, for help that few visitors open
 * (docs/frontend.md, "Help tooltips mounted on first hover").
 */
export function HelpTip({ title, help }: { title: string; help: string }) {
  const [armed, setArmed] = useState(false);
  const icon = (
    <QuestionCircleOutlined
      aria-label={`About ${title}`}
      style={{ marginLeft: 6, fontSize: 12, opacity: 0.6 }}
      onMouseEnter={armed ? undefined : () => setArmed(true)}
    />
  );
  return armed ? (
    <Tooltip title={help} defaultOpen>
      {icon}
    </Tooltip>
  ) : (
    icon
  );
}
