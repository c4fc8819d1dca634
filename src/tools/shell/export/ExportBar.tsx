import { useId, useState } from 'react';
import { button } from '../../../ui/button.css';
import { downloadBlob, downloadText } from '../download';
import * as css from './ExportBar.css';
import { allSvg, useRegistryContents, type ExportRegistry } from '../../../ui/exportRegistry';

export interface ExportBarProps {
  registry: ExportRegistry;
  /** The files are `{slug}.png` and `{slug}.svg`. */
  slug: string;
}

type Outcome = { ok: boolean; text: string } | null;

/**
 * 'Download PNG' (every tool) and 'Download SVG' (where the picture is SVG alone) for the
 * surfaces registered in the figure. The drawing code loads on the first click. With nothing
 * to draw, PNG is disabled and says why, rather than saving a blank file; while a view's
 * drawing is still to come (a scene that mounts once seen), it is only disabled: the figure is
 * not empty, and a line that came and went as the page's code ran would move what is under it.
 */
export function ExportBar({ registry, slug }: ExportBarProps) {
  const ids = useId();
  const { read, surfaces, coming } = useRegistryContents(registry);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const empty = surfaces.length === 0;
  const nothingToSave = read && empty && coming === 0;

  const save = async (format: 'png' | 'svg') => {
    if (busy) return;
    const fileName = `${slug}.${format}`;
    setBusy(true);
    setOutcome(null);
    try {
      const picture = await import('./picture');
      const current = registry.snapshot();
      if (format === 'png') {
        downloadBlob(document, await picture.picturePng(current), fileName);
      } else {
        const text = picture.pictureSvg(current);
        if (text === null) throw new Error('The picture is not SVG');
        downloadText(document, text, fileName, 'image/svg+xml');
      }
      setOutcome({ ok: true, text: `Saved ${fileName}` });
    } catch {
      setOutcome({ ok: false, text: 'The picture could not be saved. Please try again.' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={css.bar} role="group" aria-label="Save the picture">
      <div className={css.row}>
        <button
          type="button"
          className={button({ tone: 'secondary', size: 'sm' })}
          disabled={empty}
          aria-describedby={nothingToSave ? `${ids}-reason` : undefined}
          aria-busy={busy || undefined}
          onClick={() => void save('png')}
        >
          Download PNG
        </button>
        {allSvg(surfaces) && (
          <button type="button" className={button({ tone: 'secondary', size: 'sm' })} aria-busy={busy || undefined} onClick={() => void save('svg')}>
            Download SVG
          </button>
        )}
        {nothingToSave && (
          <p id={`${ids}-reason`} className={css.reason}>Nothing to save yet: the picture is empty.</p>
        )}
        <span role="status" className={outcome && !outcome.ok ? `${css.status} ${css.failed}` : css.status}>{outcome?.text ?? ''}</span>
      </div>
    </div>
  );
}
