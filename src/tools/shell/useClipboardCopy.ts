import { useEffect, useState } from 'react';
import { after } from '../../../engine/loop/timers';

/** How long a 'copied' notice shows after a successful copy, in milliseconds. */
export const COPIED_NOTICE_MS = 2000;

export interface ClipboardCopy {
  /** True for COPIED_NOTICE_MS after a successful copy. */
  copied: boolean;
  copy: (text: string) => Promise<void>;
}

/**
 * Copies text to the clipboard and says so briefly (in a `role="status"` region the caller
 * renders). A refused or missing clipboard is ignored silently (docs/product.md §8).
 */
export function useClipboardCopy(): ClipboardCopy {
  const [copiedAt, setCopiedAt] = useState<number | null>(null);

  useEffect(() => {
    if (copiedAt === null) return;
    return after(COPIED_NOTICE_MS, () => setCopiedAt(null));
  }, [copiedAt]);

  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setCopiedAt(Date.now());
    } catch {
      // Nothing to tell: the visitor can still select the text themselves.
    }
  };

  return { copied: copiedAt !== null, copy };
}
