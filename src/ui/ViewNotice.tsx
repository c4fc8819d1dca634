import * as css from './ViewNotice.css';

/**
 * What a view that cannot show says in its place: a title and a sentence on what still works.
 * It covers the view, whose box is positioned; a status, so screen readers hear it.
 */
export function ViewNotice({ title, text }: { title: string; text: string }) {
  return (
    <div className={css.notice} role="status">
      <p className={css.title}>{title}</p>
      <p>{text}</p>
    </div>
  );
}
