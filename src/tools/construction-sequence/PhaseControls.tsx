import { useId } from 'react';
import {
  DAYS_MAX,
  DAYS_MIN,
  DAYS_STEP,
  NAME_MAX_LENGTH,
  formatDays,
  updatePhase,
  type Inputs,
  type Result,
} from '../../../engine/tools/construction-sequence';
import * as field from '../../ui/field.css';
import * as controls from '../shell/controls.css';
import type { ToolVisualProps } from '../defineTool';
import * as css from './PhaseControls.css';

/**
 * A name field and a days slider for each of the four phases. The contract names them
 * '{Phase} name' and '{Phase} days'; {Phase} is the phase's place, 'Phase 1' … 'Phase 4', not
 * its editable name, so a control keeps its name (and its label stays put) while the visitor
 * types a new phase name into it. Values go through the engine's updatePhase (names kept as
 * plain text, days whole 0–30).
 */
export function PhaseControls({ inputs, update }: ToolVisualProps<Inputs, Result>) {
  const id = useId();
  return (
    <div className={css.phases}>
      {inputs.phases.map((phase, index) => {
        const place = `Phase ${index + 1}`;
        const nameId = `${id}-name-${index}`;
        const daysId = `${id}-days-${index}`;
        return (
          // The list has a fixed length of four: a phase is its place.
          <div key={index} className={css.phase}>
            <div className={field.field}>
              <label htmlFor={nameId} className={field.label}>{`${place} name`}</label>
              <input
                id={nameId}
                type="text"
                className={field.control}
                value={phase.name}
                maxLength={NAME_MAX_LENGTH}
                autoComplete="off"
                onChange={(event) => update({ phases: updatePhase(inputs.phases, index, { name: event.target.value }) })}
              />
            </div>
            <div className={controls.controlRow}>
              <div className={controls.labelRow}>
                <label htmlFor={daysId} className={controls.label}>{`${place} days`}</label>
                <span className={controls.value} aria-hidden="true">{formatDays(phase.days)}</span>
              </div>
              <input
                id={daysId}
                type="range"
                className={controls.range}
                min={DAYS_MIN}
                max={DAYS_MAX}
                step={DAYS_STEP}
                value={phase.days}
                aria-valuetext={formatDays(phase.days)}
                onChange={(event) => update({ phases: updatePhase(inputs.phases, index, { days: event.target.value }) })}
              />
            </div>
          </div>
        );
      })}
    </div>
  );
}
