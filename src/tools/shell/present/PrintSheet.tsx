import { useEffect, useId, useRef, type RefObject } from 'react';
import { useHydrated } from '../../../ui/useHydrated';
import * as css from './print.css';
import './page.css';
import { readInputs } from './printInputs';
import { PRINT_VISUAL_MAX_PX, PRINT_WIDTH_PX } from './printSize';

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
 * page's address. The list is the controls' own: their labels and the values they hold (so a
 * tool's own controls, such as phase names, are in it too), read as the page goes to paper.
 */
export function PrintSheet({ form }: PrintSheetProps) {
  const headingId = useId();
  const list = useRef<HTMLDListElement>(null);
  // Read as it renders (the tool's inputs are in the address): empty on the server and while hydrating.
  const address = useHydrated() ? window.location.href : '';

  // Read right before printing (the browser's print, Ctrl+P, the Print button) and whenever print
  // styles start to apply (a print preview, or a test's print media), never on a change: reading
  // every control's label and value took ~5 ms of a phone's main thread after each change.
  useEffect(() => {
    const read = () => {
      if (form.current && list.current) writeInputs(form.current, list.current);
    };
    const print = window.matchMedia('print');
    const onMedia = () => {
      if (print.matches) read();
    };
    window.addEventListener('beforeprint', read);
    print.addEventListener('change', onMedia);
    return () => {
      window.removeEventListener('beforeprint', read);
      print.removeEventListener('change', onMedia);
    };
  }, [form]);

  return (
    <section className={css.sheet} aria-labelledby={headingId}>
      <h2 id={headingId} className={css.sheetTitle}>Inputs</h2>
      <dl ref={list} className={css.inputList} />
      {address && <p className={css.address}>{address}</p>}
    </section>
  );
}


/**
 * Right before printing, the visual's box is laid out once at the sheet's width to measure its
 * height there, and the zoom that keeps it within its room on paper is left for the print
 * styles (`--print-fit`): drawings, scenes and legends shrink together, as one picture.
 */
export function usePrintFit(box: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const fit = () => {
      const element = box.current;
      if (!element) return;
      const width = element.style.width;
      element.style.width = `${PRINT_WIDTH_PX}px`;
      const height = element.scrollHeight;
      element.style.width = width;
      element.style.setProperty('--print-fit', String(height > PRINT_VISUAL_MAX_PX ? PRINT_VISUAL_MAX_PX / height : 1));
    };
    window.addEventListener('beforeprint', fit);
    return () => window.removeEventListener('beforeprint', fit);
  }, [box]);
}
