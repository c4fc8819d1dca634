import { useMemo, useRef } from 'react';
import { selectionOf, type Inputs, type Result } from '../../../engine/tools/design-presentation';
import type { ToolVisualProps } from '../defineTool';
import { useExportSurface, type RasterDrawing } from '../../ui/exportRegistry';
import * as css from './DeckPreview.css';
import { paintSlide, type SlideContent } from './paintSlide';

/** A slide's thumbnail, also one picture of the saved deck (painted afresh at the size asked for). */
function SlideCard({ index, slide }: { index: number; slide: SlideContent }) {
  const article = useRef<HTMLElement>(null);
  const drawing = useMemo<RasterDrawing>(
    () => ({
      size: () => ({ width: 16, height: 9 }),
      toCanvas(widthPx, heightPx) {
        if (!article.current) throw new Error('The slide is not on the page');
        return paintSlide(article.current, index, slide, widthPx, heightPx);
      },
    }),
    [index, slide],
  );
  useExportSurface(article, drawing);
  return (
    <article ref={article} className={css.slide} aria-label={`Slide ${index + 1}: ${slide.title}`}>
      <p className={css.slideNumber} aria-hidden="true">{String(index + 1).padStart(2, '0')}</p>
      <h3 className={css.slideTitle}>{slide.title}</h3>
      {slide.bullets.length > 0 ? (
        <ul className={css.bullets}>
          {slide.bullets.map((bullet, line) => (
            // Bullets are lines of text without ids; their position is their identity.
            <li key={line} className={css.bullet}>{bullet}</li>
          ))}
        </ul>
      ) : (
        <p className={css.noBullets}>No bullets yet</p>
      )}
    </article>
  );
}

/**
 * The deck as a grid of 16:9 slide thumbnails, in order, with the selected slide outlined in
 * the accent. Titles and bullets are the visitor's text, rendered as text (never as markup).
 * Each slide is a picture of the saved deck, laid out like the figure's other pictures.
 */
export function DeckPreview({ inputs, result }: ToolVisualProps<Inputs, Result>) {
  const selection = selectionOf(inputs);
  if (result.slides.length === 0) {
    return <p className={css.empty}>No slides yet. Use + Add slide to start the deck.</p>;
  }
  return (
    <ol className={css.grid} aria-label="Slide previews">
      {result.slides.map((slide, index) => {
        const selected = index === selection;
        return (
          <li
            key={inputs.slides[index]?.id ?? index}
            className={css.item}
            aria-current={selected ? 'true' : undefined}
            data-selected={selected ? 'true' : undefined}
          >
            <SlideCard index={index} slide={slide} />
            <p className={css.caption} aria-hidden="true">{selected ? `Slide ${index + 1} · editing` : `Slide ${index + 1}`}</p>
          </li>
        );
      })}
    </ol>
  );
}
