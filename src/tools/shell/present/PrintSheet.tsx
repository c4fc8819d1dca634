import { useEffect, useId, useLayoutEffect, useRef, useSyncExternalStore, type RefObject } from 'react';
import { noopSubscribe } from '../../../ui/useHydrated';
import * as css from './print.css';
import './page.css';
import { readInputs } from './printInputs';

export interface PrintSheetProps {
  /** The inputs panel, whose controls are listed with their values. */
  form: RefObject<HTMLFormElement | null>;
}

/** Writes the list of `form`'s controls and values into `list` (a `<dl>`). */
function writeInputs(form: HTMLFormElement, list: HTMLDListElement) {
  const document = list.ownerDocument;
  list.replaceChildren(
    ...readInputs(form).map((input) => {
      const item = document.createElement('div');
      item.className = css.inputItem;
      const name = document.createElement('dt');
      name.className = css.inputName;
      name.textContent = `${input.name}:`;
      const value = document.createElement('dd');
      value.className = css.inputValue;
      value.textContent = input.value;
      item.append(name, value);
      return item;
    }),
  );
}

/**
 * On paper only: every input with its value and unit (a slider prints no number), and the
 * page's address. The list is the controls' own: their labels and the values they hold, read
 * after every render of the tool (so a tool's own controls, such as phase names, are in it too)
 * and once more right before printing.
 */
export function PrintSheet({ form }: PrintSheetProps) {
  const headingId = useId();
  const list = useRef<HTMLDListElement>(null);
  const address = useSyncExternalStore(noopSubscribe, () => window.location.href, () => '');

  useLayoutEffect(() => {
    if (form.current && list.current) writeInputs(form.current, list.current);
  });
  useEffect(() => {
    const read = () => {
      if (form.current && list.current) writeInputs(form.current, list.current);
    };
    window.addEventListener('beforeprint', read);
    return () => window.removeEventListener('beforeprint', read);
  }, [form]);

  return (
    <section className={css.sheet} aria-labelledby={headingId}>
      <h2 id={headingId} className={css.sheetTitle}>Inputs</h2>
      <dl ref={list} className={css.inputList} />
      {address && <p className={css.address}>{address}</p>}
    </section>
  );
}
