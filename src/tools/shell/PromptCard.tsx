import { useEffect, useId, useState } from 'react';
import { button } from '../../ui/button.css';
import { downloadText } from './download';
import * as css from './PromptCard.css';

/** How long 'Copied' shows after a successful copy, in milliseconds. */
export const COPIED_NOTICE_MS = 2000;

export interface PromptCardProps {
  title: string;
  prompt: string;
  fileName: string;
}

/** The prompt, ready to copy to the clipboard or save as a text file. */
export function PromptCard({ title, prompt, fileName }: PromptCardProps) {
  const headingId = useId();
  const [copiedAt, setCopiedAt] = useState<number | null>(null);

  useEffect(() => {
    if (copiedAt === null) return;
    const timer = window.setTimeout(() => setCopiedAt(null), COPIED_NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [copiedAt]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(prompt);
      setCopiedAt(Date.now());
    } catch {
      // A refused or missing clipboard is ignored silently (spec §8).
    }
  };

  return (
    <section className={css.card} aria-labelledby={headingId}>
      <div className={css.head}>
        <h2 id={headingId} className={css.title}>{title}</h2>
        <span className={css.fileName}>{fileName}</span>
      </div>
      <pre className={css.prompt}>{prompt}</pre>
      <div className={css.actions}>
        <button type="button" className={button()} onClick={copy}>Copy prompt</button>
        <button type="button" className={button({ tone: 'secondary' })} onClick={() => downloadText(document, prompt, fileName)}>
          Download .txt
        </button>
        <span role="status" className={css.copied}>{copiedAt !== null ? 'Copied to clipboard' : ''}</span>
      </div>
    </section>
  );
}
