import { useEffect, useId, useRef } from 'react';
import {
  BULLETS_MAX_LENGTH,
  SLIDE_TITLE_MAX_LENGTH,
  addSlide,
  removeSlide,
  selectedSlide,
  selectionOf,
  updateSlide,
  type Inputs,
  type Result,
} from '../../../engine/tools/design-presentation';
import { button } from '../../ui/button.css';
import * as field from '../../ui/field.css';
import type { ToolVisualProps } from '../defineTool';
import * as css from './DeckEditor.css';

/**
 * The deck's own controls: the slide list (click a title to select it, Remove deletes it),
 * '+ Add slide', and the editor of the selected slide. Removing a slide keeps the selected
 * position, so the editor shows the slide that moved into it, or hides when none did.
 */
export function DeckEditor({ inputs, result, update }: ToolVisualProps<Inputs, Result>) {
  const ids = useId();
  const { slides } = inputs;
  const selection = selectionOf(inputs);
  const editing = selectedSlide(slides, selection);
  const list = useRef<HTMLOListElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  // After a removal the focus goes to the Remove button now at that position (or the last
  // one, or '+ Add slide'), not to the page's top.
  const refocus = useRef<number | null>(null);

  useEffect(() => {
    if (refocus.current === null) return;
    const removes = list.current?.querySelectorAll<HTMLButtonElement>('button[data-remove]') ?? [];
    const target = removes[Math.min(refocus.current, removes.length - 1)] ?? addButton.current;
    refocus.current = null;
    target?.focus();
  }, [slides]);

  return (
    <>
      <fieldset className={css.group}>
        <legend className={css.legend}>Slides</legend>
        {slides.length > 0 ? (
          <ol ref={list} className={css.list}>
            {slides.map((slide, index) => {
              const selected = index === selection;
              const titleId = `${ids}-title-${slide.id}`;
              return (
                <li key={slide.id} className={css.row}>
                  <button
                    type="button"
                    className={css.select}
                    aria-current={selected ? 'true' : undefined}
                    onClick={() => update({ selected: index })}
                  >
                    <span className={css.number} aria-hidden="true">{index + 1}</span>
                    <span id={titleId} className={css.title}>{result.slides[index]?.title ?? ''}</span>
                  </button>
                  <button
                    type="button"
                    data-remove=""
                    className={button({ tone: 'ghost', size: 'sm' })}
                    aria-describedby={titleId}
                    onClick={() => {
                      refocus.current = index;
                      update({ slides: removeSlide(slides, index) });
                    }}
                  >
                    Remove
                  </button>
                </li>
              );
            })}
          </ol>
        ) : (
          <p className={field.hint}>The deck is empty. Add a slide to start.</p>
        )}
        <button ref={addButton} type="button" className={button({ tone: 'secondary', size: 'sm' })} onClick={() => update({ slides: addSlide(slides) })}>
          + Add slide
        </button>
      </fieldset>

      {editing && (
        <fieldset className={css.group}>
          <legend className={css.legend}>Edit slide {selection + 1}</legend>
          <div className={field.field}>
            <label htmlFor={`${ids}-edit-title`} className={field.label}>Slide title</label>
            <input
              id={`${ids}-edit-title`}
              type="text"
              className={field.control}
              value={editing.title}
              maxLength={SLIDE_TITLE_MAX_LENGTH}
              autoComplete="off"
              onChange={(event) => update({ slides: updateSlide(slides, selection, { title: event.target.value }) })}
            />
          </div>
          <div className={field.field}>
            <label htmlFor={`${ids}-edit-bullets`} className={field.label}>Bullets</label>
            <textarea
              id={`${ids}-edit-bullets`}
              className={`${field.control} ${css.bullets}`}
              rows={5}
              value={editing.bullets}
              maxLength={BULLETS_MAX_LENGTH}
              aria-describedby={`${ids}-bullets-hint`}
              onChange={(event) => update({ slides: updateSlide(slides, selection, { bullets: event.target.value }) })}
            />
            <p id={`${ids}-bullets-hint`} className={field.hint}>One bullet per line; blank lines are left out.</p>
          </div>
        </fieldset>
      )}
    </>
  );
}
