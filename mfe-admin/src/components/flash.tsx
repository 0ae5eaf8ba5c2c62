import { Alert } from 'antd';
import { useCallback, useState } from 'react';

export type FlashMessage = { type: 'success' | 'error'; text: string } | null;

/** The outcome of the last action on a page: a success sentence or the server's error. */
export function useFlash() {
  const [flash, setFlash] = useState<FlashMessage>(null);
  const success = useCallback((text: string) => setFlash({ type: 'success', text }), []);
  const failure = useCallback((text: string) => setFlash({ type: 'error', text }), []);
  return { flash, success, failure, clear: () => setFlash(null) };
}

export function Flash({ flash, onClose }: { flash: FlashMessage; onClose: () => void }) {
  if (!flash) return null;
  return (
    <Alert
      type={flash.type}
      showIcon
      closable={{ onClose }}
      role={flash.type === 'error' ? 'alert' : 'status'}
      title={flash.text}
      style={{ marginBottom: 12 }}
    />
  );
}
