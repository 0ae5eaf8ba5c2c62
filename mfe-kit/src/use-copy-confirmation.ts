import { useEffect, useState } from 'react';

/** How long "Copied" and its check mark stay after a copy (business constant, 2 s). */
export const COPY_CONFIRMATION_MS = 2000;

/** Copies text to the clipboard; `copied` is true for 2 s after a copy that worked. */
export function useCopyConfirmation(): [copied: boolean, copy: (text: string) => void] {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = (text: string) => void navigator.clipboard?.writeText(text).then(() => setCopied(true));
  return [copied, copy];
}
