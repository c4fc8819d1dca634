import { useEffect, useId, useMemo, useRef, useState, type ChangeEvent, type RefObject } from 'react';
import { openPlanFile, planToFile, type PlanFileSource } from '../../../engine/plan/file';
import { LINK_PLAN_UNREAD, linkPlanUnread } from '../../../engine/plan/link';
import type { DxfExtras } from '../../../engine/plan/dxf';
import type { Plan } from '../../../engine/plan/types';
import type { LengthUnit } from '../../../engine/math/units';
import { button } from '../../ui/button.css';
import { visuallyHidden } from '../../ui/layout.css';
import { useLatest } from '../../ui/useLatest';
import { downloadText } from './download';
import { PlanLinks, type LayoutTool } from './PlanLinks';
import { useLocationSearch } from './useLocationSearch';
import { presentOmits } from './present/present.css';
import * as css from './PlanFile.css';

export interface PlanFileProps {
  plan: Plan;
  /** The tool's slug: the files are `{tool}-plan.json` and `{tool}-plan.dxf`. */
  tool: string;
  /** The tool's Units, saved in the plan file: the plan opens in them again. */
  displayUnits: LengthUnit;
  /** Called with a plan file's plan (and the units it was shown in, if the file says) once it is read and checked; never on a refusal. */
  onOpen(plan: Plan, displayUnits?: LengthUnit): void;
  /** Where dropping a plan file opens it (the plan's view), if anywhere. */
  dropTarget?: RefObject<HTMLElement | null>;
  /** What the tool adds to the DXF (its passages). */
  dxfExtras?: DxfExtras;
  /** The tool whose plan this is, to link from it to the other layout tools here (PlanLinks); none where the tool links elsewhere. */
  linksFrom?: LayoutTool;
}

type Outcome = { ok: boolean; text: string } | null;

/** True when a drag carries files (not text or a link dragged from the page). */
const carriesFiles = (event: DragEvent): boolean => Array.from(event.dataTransfer?.types ?? []).includes('Files');

/**
 * Save and open the plan: 'Download plan' (a JSON plan file), 'Open plan' (a file input; a plan
 * file dropped on `dropTarget` opens the same way) and 'Download DXF' (for CAD; the DXF writer
 * loads on the first click, never with the page). A status line says what happened; a refused
 * file changes nothing but that line. A page opened from a link whose plan cannot be read shows
 * the tool's own plan, and the status line says so until the next save or open. With
 * `linksFrom`, the links that open the plan in the other layout tools follow.
 */
export function PlanFile({ plan, tool, displayUnits, onOpen, dropTarget, dxfExtras, linksFrom }: PlanFileProps) {
  const ids = useId();
  const [outcome, setOutcome] = useState<Outcome>(null);
  // '' on the server and while hydrating (the prerendered page has no query): the line is empty there.
  // Read once per query, not at each render of the scene around it (a drag renders it every frame).
  const search = useLocationSearch();
  const unreadLink = useMemo(() => linkPlanUnread(search), [search]);
  const said: Outcome = outcome ?? (unreadLink ? { ok: false, text: LINK_PLAN_UNREAD } : null);
  const [busy, setBusy] = useState(false);
  // Only the latest file opened may report or apply: an earlier, slower read is dropped.
  const openCount = useRef(0);
  const planName = `${tool}-plan.json`;
  const dxfName = `${tool}-plan.dxf`;

  // The file is read asynchronously: by then the tool may have rendered a newer onOpen.
  const onOpenLatest = useLatest(onOpen);
  const open = useLatest(async (file: PlanFileSource) => {
    const ticket = ++openCount.current;
    const opened = await openPlanFile(file);
    if (ticket !== openCount.current) return;
    if (opened.ok) onOpenLatest.current(opened.plan, opened.displayUnits);
    setOutcome({ ok: opened.ok, text: opened.message });
  });

  const onChoose = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Cleared, so choosing the same file again (after editing it) reads it again.
    input.value = '';
    if (file) void open.current(file);
  };

  useEffect(() => {
    if (!dropTarget) return;
    // Listened for on the document and matched against the target when each event comes, so a
    // target that mounts after this (a scene shown once seen) or is replaced still takes drops.
    const doc = document;
    let cued: HTMLElement | null = null;
    let depth = 0;
    const cue = (element: HTMLElement | null) => {
      if (cued === element) return;
      cued?.removeAttribute(css.DRAG_ATTRIBUTE);
      element?.setAttribute(css.DRAG_ATTRIBUTE, '');
      cued = element;
    };
    /** The drop target when a file drag is over it, else null. */
    const targetOf = (event: DragEvent): HTMLElement | null => {
      const target = dropTarget.current;
      return target && carriesFiles(event) && event.target instanceof Node && target.contains(event.target) ? target : null;
    };
    const onEnter = (event: DragEvent) => {
      const target = targetOf(event);
      if (!target) return;
      event.preventDefault();
      depth += 1;
      cue(target);
    };
    const onOver = (event: DragEvent) => {
      if (!targetOf(event)) return;
      // Without this the browser would open the file in place of the page.
      event.preventDefault();
      if (event.dataTransfer) event.dataTransfer.dropEffect = 'copy';
    };
    const onLeave = (event: DragEvent) => {
      if (!targetOf(event)) return;
      depth = Math.max(0, depth - 1);
      if (depth === 0) cue(null);
    };
    const onDrop = (event: DragEvent) => {
      if (!targetOf(event)) return;
      event.preventDefault();
      depth = 0;
      cue(null);
      const file = event.dataTransfer?.files[0];
      if (file) void open.current(file);
    };
    // A drag that ends elsewhere (dropped outside, or Escape) leaves no frame behind.
    const onEnd = () => {
      depth = 0;
      cue(null);
    };
    doc.addEventListener('dragenter', onEnter);
    doc.addEventListener('dragover', onOver);
    doc.addEventListener('dragleave', onLeave);
    doc.addEventListener('drop', onDrop);
    doc.addEventListener('dragend', onEnd);
    return () => {
      doc.removeEventListener('dragenter', onEnter);
      doc.removeEventListener('dragover', onOver);
      doc.removeEventListener('dragleave', onLeave);
      doc.removeEventListener('drop', onDrop);
      doc.removeEventListener('dragend', onEnd);
      cue(null);
    };
  }, [dropTarget, open]);

  const savePlan = () => {
    downloadText(document, planToFile(plan, { tool, displayUnits }), planName, 'application/json');
    setOutcome({ ok: true, text: `Saved ${planName}.` });
  };

  const saveDxf = async () => {
    if (busy) return;
    setBusy(true);
    setOutcome({ ok: true, text: '' });
    try {
      const { planToDxf } = await import('../../../engine/plan/dxf');
      downloadText(document, planToDxf(plan, dxfExtras), dxfName, 'image/vnd.dxf');
      setOutcome({ ok: true, text: `Saved ${dxfName}.` });
    } catch {
      setOutcome({ ok: false, text: 'The DXF could not be made. Please try again.' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={`${css.group} ${presentOmits}`} role="group" aria-label="Plan file">
      <div className={css.row}>
        <button type="button" className={button({ tone: 'secondary', size: 'sm' })} onClick={savePlan}>
          Download plan
        </button>
        <label className={`${button({ tone: 'secondary', size: 'sm' })} ${css.openLabel}`}>
          Open plan
          <input
            type="file"
            accept=".json,application/json"
            className={visuallyHidden}
            aria-describedby={dropTarget ? `${ids}-hint` : undefined}
            onChange={onChoose}
          />
        </label>
        <button type="button" className={button({ tone: 'secondary', size: 'sm' })} aria-busy={busy || undefined} onClick={() => void saveDxf()}>
          Download DXF
        </button>
      </div>
      {dropTarget && (
        <p id={`${ids}-hint`} className={css.hint}>
          Or drop a plan file (.json) on the plan.
        </p>
      )}
      <span role="status" className={said && !said.ok ? `${css.status} ${css.failed}` : css.status}>
        {said?.text ?? ''}
      </span>
      {linksFrom && <PlanLinks from={linksFrom} plan={plan} units={displayUnits} />}
    </div>
  );
}
