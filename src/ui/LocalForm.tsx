import type { FormEventHandler, ReactNode } from 'react';
import * as css from './field.css';

export interface LocalFormProps {
  className?: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  pending: boolean;
  children: ReactNode;
}

/**
 * A form that only acknowledges, locally (contact, careers notify: docs/product.md §4, nothing is sent).
 * `method="dialog"` makes a submission that reaches the browser do nothing at all: outside a
 * dialog it neither navigates nor sends, so what was typed never lands in the address bar, the
 * history or a server's log, even with JavaScript off or before the app has loaded (the early
 * script also holds such a submit and the app replays it; src/app/early). Without JavaScript
 * the form says that it needs it and that nothing was sent.
 */
export function LocalForm({ className, onSubmit, pending, children }: LocalFormProps) {
  return (
    <form className={className} method="dialog" onSubmit={onSubmit} aria-busy={pending}>
      {children}
      <noscript>
        <p className={css.noscript}>
          This form needs JavaScript, which is turned off in this browser. Nothing you type here is sent. Write to us by email instead.
        </p>
      </noscript>
    </form>
  );
}
