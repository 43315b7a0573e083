import { useCallback, useEffect, useRef, useState } from 'react';
import { COPY_NOTICE_MS } from '../../../config/constants';

/** Copies text to the clipboard and reports `copied` for 2 seconds; a failure is only logged (spec §8). */
export function useCopyNotice(): { copied: boolean; copy: (text: string) => Promise<void> } {
  const [copied, setCopied] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const copy = useCallback(async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
    } catch (error) {
      console.error('Copy to clipboard failed', error);
      return;
    }
    setCopied(true);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setCopied(false), COPY_NOTICE_MS);
  }, []);

  return { copied, copy };
}
