import { formatNumber } from '../../../engine/math/format';
import { ATTRIBUTES, STYLE_NOTES, ruleChecks, type Inputs, type Result, type RuleCheck } from '../../../engine/tools/style-dna';
import { visuallyHidden } from '../../ui/layout.css';
import type { ToolVisualProps } from '../defineTool';
import { Diagram } from '../shell/Diagram';
import * as d from '../shell/diagram.css';
import { Legend, LegendItem } from '../shell/Legend';
import * as css from './StyleRadar.css';

/** 10 units of room either side of the axis names beyond the first drawing's 400, for their size on a phone. */
const VB_W = 420;
const VB_H = 350;
const CX = 210;
const CY = 184;
const R = 118;
const RINGS = [0.25, 0.5, 0.75, 1] as const;

const NAMES: Readonly<Record<keyof Inputs, string>> = {
  minimalism: 'Minimalism',
  warmth: 'Warmth',
  curves: 'Curves',
  contrast: 'Contrast',
  tech: 'Tech',
};

/** Axis i of five, starting at the top and turning clockwise. */
const angleOf = (i: number) => ((-90 + (360 / ATTRIBUTES.length) * i) * Math.PI) / 180;
const point = (i: number, value01: number): [number, number] => [CX + Math.cos(angleOf(i)) * R * value01, CY + Math.sin(angleOf(i)) * R * value01];
const polygon = (values: readonly number[]) => `M${values.map((v, i) => point(i, v).map((n) => n.toFixed(2)).join(' ')).join('L')}Z`;

function Radar({ result, chosen }: { result: Result; chosen: RuleCheck | undefined }) {
  const values = ATTRIBUTES.map((key) => result.attributes[key]);
  const label = `Radar chart of the style attributes: ${ATTRIBUTES.map((key) => `${NAMES[key]} ${formatNumber(result.attributes[key], 2)}`).join(', ')}`;
  return (
    <Diagram width={VB_W} height={VB_H} className={css.radar} label={label}>
      <path d={polygon(ATTRIBUTES.map(() => 1))} className={css.webOuter} />
      {RINGS.slice(0, -1).map((ring) => (
        <path key={ring} d={polygon(ATTRIBUTES.map(() => ring))} className={css.web} />
      ))}
      {ATTRIBUTES.map((key, i) => {
        const [x, y] = point(i, 1);
        return <line key={key} x1={CX} y1={CY} x2={x} y2={y} className={d.thin} />;
      })}
      {RINGS.map((ring) => (
        <text key={ring} x={CX + 6} y={CY - R * ring - 3} className={css.ringLabel}>{formatNumber(ring, ring === 1 ? 0 : 2)}</text>
      ))}
      <text x={CX + 6} y={CY - 3} className={css.ringLabel}>0</text>

      <path d={polygon(values)} className={css.shape} />
      {/* The thresholds the winning rule tested, ticked across their axes. */}
      {chosen?.conditions.map((condition) => {
        const i = ATTRIBUTES.indexOf(condition.attribute);
        const [x, y] = point(i, condition.threshold);
        const a = angleOf(i);
        const [nx, ny] = [-Math.sin(a) * 7, Math.cos(a) * 7];
        return <line key={condition.attribute} x1={x - nx} y1={y - ny} x2={x + nx} y2={y + ny} className={css.threshold} />;
      })}
      {values.map((value, i) => {
        const [x, y] = point(i, value);
        return <circle key={ATTRIBUTES[i]} cx={x} cy={y} r={4} className={css.vertex} />;
      })}

      {ATTRIBUTES.map((key, i) => {
        const [x, y] = point(i, 1.13);
        const anchor = Math.abs(x - CX) < 4 ? 'middle' : x > CX ? 'start' : 'end';
        const top = i === 0;
        return (
          <g key={key}>
            {/*
              The top axis's name and value sit high enough to clear the outer ring's '1'. The second
              line is a line height from the first in its own font's ems, so the two stay apart as the
              labels grow to stay legible on a phone (in drawing units they overlapped at 320 px).
            */}
            <text x={x} y={top ? y - 8 : y + 2} dy={top ? '-1.3em' : undefined} textAnchor={anchor} className={css.axisLabel}>{NAMES[key]}</text>
            <text x={x} y={top ? y - 8 : y + 2} dy={top ? undefined : '1.15em'} textAnchor={anchor} className={css.axisValue}>{formatNumber(result.attributes[key], 2)}</text>
          </g>
        );
      })}
    </Diagram>
  );
}

const verdictOf = (rule: RuleCheck) => (rule.chosen ? 'Match' : rule.skipped ? 'Not reached' : 'No match');

/** The five attributes as a radar chart, the predicted style, and the ordered rules that chose it. */
export function StyleRadar({ result }: ToolVisualProps<Inputs, Result>) {
  const checks = ruleChecks(result.attributes);
  const chosen = checks.find((rule) => rule.chosen);
  const note = STYLE_NOTES[result.style];
  return (
    <div className={css.board}>
      <div className={css.header}>
        <p className={css.eyebrow}>Predicted style</p>
        <p className={css.styleName}>{result.style}</p>
        <p className={css.styleNote}>{note.charAt(0).toUpperCase() + note.slice(1)}.</p>
      </div>
      <div className={css.layout}>
        <Radar result={result} chosen={chosen} />
        <div className={css.verdict}>
          <p className={css.eyebrow}>Rules, checked in order</p>
          <ol className={css.rules}>
            {checks.map((rule, i) => (
              <li key={rule.style} className={css.rule} data-state={rule.chosen ? 'chosen' : rule.skipped ? 'skipped' : 'failed'}>
                <div className={css.ruleHead}>
                  <span className={css.ruleName}>{i + 1}. {rule.style}</span>
                  <span className={css.ruleVerdict}>{verdictOf(rule)}</span>
                </div>
                <ul className={css.conditions}>
                  {rule.conditions.length === 0 && <li>Otherwise: no conditions</li>}
                  {rule.conditions.map((c) => (
                    <li key={c.attribute}>
                      <span className={c.met ? css.met : css.unmet} aria-hidden="true">{c.met ? '✓' : '✗'}</span>
                      <span className={visuallyHidden}>{c.met ? 'Met: ' : 'Not met: '}</span> {NAMES[c.attribute]} {formatNumber(c.value, 2)} {c.comparison} {c.threshold}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
        </div>
      </div>
      {chosen && chosen.conditions.length > 0 && (
        <Legend className={css.legend}>
          <LegendItem symbol={<line x1={10} x2={10} y1={0} y2={12} className={css.threshold} />}>Thresholds of the matching rule</LegendItem>
        </Legend>
      )}
    </div>
  );
}
