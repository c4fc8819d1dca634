import { memo, useId } from 'react';
import { button } from '../../ui/button.css';
import { actionRow, copyNotice } from './actions.css';
import { downloadText } from './download';
import * as css from './PromptCard.css';
import { useClipboardCopy } from './useClipboardCopy';

export interface PromptCardProps {
  title: string;
  prompt: string;
  fileName: string;
  /** The text is about to follow a change (a deferred render): aria-busy, so it is not read half-way. */
  pending?: boolean;
}

/** The prompt, ready to copy to the clipboard or save as a text file. */
/** Memoised: a tool's every change re-renders its page, and the prompt only changes with its text. */
export const PromptCard = memo(function PromptCard({ title, prompt, fileName, pending = false }: PromptCardProps) {
  const headingId = useId();
  const { copied, copy } = useClipboardCopy();

  return (
    <section className={css.card} aria-labelledby={headingId}>
      <div className={css.head}>
        <h2 id={headingId} className={css.title}>{title}</h2>
        <span className={css.fileName}>{fileName}</span>
      </div>
      <pre className={css.prompt} aria-busy={pending || undefined}>{prompt}</pre>
      <div className={actionRow}>
        <button type="button" className={button()} onClick={() => copy(prompt)}>Copy prompt</button>
        <button type="button" className={button({ tone: 'secondary' })} onClick={() => downloadText(document, prompt, fileName)}>
          Download .txt
        </button>
        <span role="status" className={copyNotice}>{copied ? 'Copied to clipboard' : ''}</span>
      </div>
    </section>
  );
});
