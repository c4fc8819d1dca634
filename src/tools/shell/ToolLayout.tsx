import { useId, useRef, useState, type ReactNode } from 'react';
import type { Explain, ToolOutput } from '../../../engine/tools/params';
import { container } from '../../ui/layout.css';
import { ExportBar } from './export/ExportBar';
import { createExportRegistry, VisualExportContext } from '../../ui/exportRegistry';
import { presentAttributes, usePresentLayout, useVisualAspect, VisualBox } from './present/Present';
import { PresentBar } from './present/PresentBar';
import { PrintSheet, usePrintFit } from './present/PrintSheet';
import { usePresentMode } from './present/usePresentMode';
import * as css from './ToolWorkbench.css';

/**
 * The id of what follows the workbench (the prompt and the explanation). A tool page's first frame
 * waits until the parser has reached it (`<link rel="expect">`, src/app/server.tsx): on a phone the
 * picture is drawn above the inputs but comes after them in the document, the order keyboards and
 * screen readers take, so a frame painted between the two would show the inputs where the picture
 * goes and then push them down by its height. (Pointed at the picture's own box or at the
 * workbench, Chromium painted before the picture was whole in some loads.)
 */
export const AFTER_WORKBENCH_ID = 'after-workbench';

export interface ToolLayoutProps {
  /** The tool's slug: the saved pictures are `{slug}.png` and `{slug}.svg`. */
  slug: string;
  /** The inputs panel's content: the controls. */
  controls: ReactNode;
  /** The live visual, and the sentence that describes it (the figure's caption). */
  visual: ReactNode;
  caption: ReactNode;
  outputs: readonly ToolOutput[];
  /** The prompt card (./Lagging: it follows a change a moment later). */
  prompt: ReactNode;
  explain: Explain;
}

/**
 * The body of every tool page. Phone: the picture, stuck under the header (at most 45 % of the
 * screen) while the inputs below it scroll, then the numbers, prompt, explanation. Desktop: the inputs beside the picture and the numbers, the prompt and the
 * explanation below. Tools with their own state (drag scenes, editors) compose it too.
 */
export function ToolLayout({ slug, controls, visual, caption, outputs, prompt, explain }: ToolLayoutProps) {
  const ids = useId();
  // The visual's drawings register here while mounted; the buttons under the caption save them.
  const [exports] = useState(createExportRegistry);
  // Present: the workbench (inputs, visual, results) full screen; Print: the page on one sheet.
  const workbench = useRef<HTMLDivElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const presentButton = useRef<HTMLButtonElement>(null);
  const visualAspect = useVisualAspect(box);
  const present = usePresentMode(workbench, presentButton, visualAspect.measure);
  const layout = usePresentLayout(present.mode, visualAspect.aspect);
  usePrintFit(box);
  return (
    <div className={`${container} ${css.wrap}`}>
      {/* The sticky inputs panel stays within this grid, so it never covers the prompt below. */}
      <div ref={workbench} className={css.workbench} {...presentAttributes(present.mode, layout)}>
        <form ref={form} className={css.controls} aria-labelledby={`${ids}-controls`} onSubmit={(event) => event.preventDefault()}>
          <h2 id={`${ids}-controls`} className={css.panelTitle}>Inputs</h2>
          {controls}
        </form>

        <div className={css.stage}>
          {/* The caption is the figure's last child (HTML allows it first or last); the export buttons follow the figure. */}
          <figure className={css.figure} aria-labelledby={`${ids}-visual`}>
            <VisualBox presenting={present.presenting} box={box}>
              <VisualExportContext value={exports}>{visual}</VisualExportContext>
            </VisualBox>
            <figcaption id={`${ids}-visual`} className={css.caption}>{caption}</figcaption>
          </figure>
          <ExportBar registry={exports} slug={slug} />
          <PresentBar presenting={present.presenting} onPresent={present.toggle} presentButton={presentButton} />
        </div>

        {outputs.length > 0 && (
          <section className={css.results} aria-labelledby={`${ids}-results`}>
            <h2 id={`${ids}-results`} className={css.panelTitle}>Results</h2>
            <div className={css.resultGrid}>
              {outputs.map((output, index) => (
                <div key={output.label} className={css.result}>
                  <label htmlFor={`${ids}-out-${index}`} className={css.resultLabel}>{output.label}</label>
                  <output id={`${ids}-out-${index}`} className={css.resultValue}>{output.text}</output>
                </div>
              ))}
            </div>
          </section>
        )}
      </div>

      <div id={AFTER_WORKBENCH_ID} className={css.below}>
        <PrintSheet form={form} />
        {prompt}

        <section className={css.explain} aria-labelledby={`${ids}-explain`}>
          <h2 id={`${ids}-explain`} className={css.panelTitle}>How it’s calculated</h2>
          <dl className={css.explainList}>
            {(
              [
                ['Formula', explain.formula],
                ['Units', explain.units],
                ['Assumptions', explain.assumptions],
              ] as const
            ).map(([term, text]) => (
              <div key={term}>
                <dt className={css.explainTerm}>{term}</dt>
                <dd className={css.explainText}>{text}</dd>
              </div>
            ))}
          </dl>
        </section>
      </div>
    </div>
  );
}
