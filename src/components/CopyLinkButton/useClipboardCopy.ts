import { useEffect, useState } from 'react';

export type CopyStatus = 'idle' | 'copied' | 'failed';

export interface ClipboardCopy {
  readonly status: CopyStatus;
  /** The text to show selected for copying by hand, after the Clipboard API failed; else null. */
  readonly manualText: string | null;
  /** Copies the text `getText` builds now (at click time, so it reflects the current state). */
  readonly copy: () => Promise<void>;
}

/**
 * Copying with feedback, shared by "copy link" and "copy embed code": "copied"
 * for 2.5 s, or, where the Clipboard API is unavailable or refused (plain
 * http, old browsers, a frame without the permission), the text for the
 * reader to select and copy by hand.
 */
export function useClipboardCopy(getText: () => string): ClipboardCopy {
  const [status, setStatus] = useState<CopyStatus>('idle');
  const [manualText, setManualText] = useState<string | null>(null);

  useEffect(() => {
    if (status !== 'copied') return undefined;
    const timer = window.setTimeout(() => {
      setStatus('idle');
    }, 2500);
    return () => {
      window.clearTimeout(timer);
    };
  }, [status]);

  const copy = async () => {
    const text = getText();
    try {
      await navigator.clipboard.writeText(text);
      setManualText(null);
      setStatus('copied');
    } catch {
      setManualText(text);
      setStatus('failed');
    }
  };

  return { status, manualText, copy };
}
