import { formatNumber } from '../../../engine/math/format';
import { HUE_OFFSETS_DEG, splitRole, type Inputs, type Result } from '../../../engine/tools/color-harmony';
import type { ToolVisualProps } from '../defineTool';
import { Legend, LegendItem } from '../shell/Legend';
import { ContrastTable } from './ContrastTable';
import { HueWheel } from './HueWheel';
import * as css from './PaletteBoard.css';

const SCHEME_TITLES: Readonly<Record<Result['scheme'], string>> = {
  complementary: 'Complementary',
  analogous: 'Analogous',
  triadic: 'Triadic',
  monochromatic: 'Monochromatic',
  tetradic: 'Tetradic',
};

const signed = (deg: number) => (deg > 0 ? `+${deg}°` : deg < 0 ? `−${-deg}°` : '0°');

/** How the scheme was built, in one line under its name. */
function schemeText(result: Result): string {
  if (result.scheme === 'monochromatic') {
    const steps = result.swatches.map((s) => `${formatNumber(s.hsl.lightnessPct, 0)} %`).join(', ');
    return `One hue, five lightness steps (${steps}); saturation unchanged.`;
  }
  return `Hue rotated ${HUE_OFFSETS_DEG[result.scheme].map(signed).join(', ')} from the base; saturation and lightness unchanged.`;
}

/**
 * The palette's suggested proportions as one bar, largest share first, under a title naming
 * exactly what is drawn (60-30-10 is three segments of 60, 30 and 10 % of the bar); for a
 * monochromatic palette, its lightness steps in equal segments. HTML labels below.
 */
function ProportionStrip({ result }: { result: Result }) {
  const parts = result.swatches.map((swatch, i) => ({ swatch, i, role: splitRole(swatch.role) }));
  const proportional = parts.every((p) => p.role.sharePct !== null);
  if (proportional) parts.sort((a, b) => (b.role.sharePct ?? 0) - (a.role.sharePct ?? 0));
  const weight = (p: (typeof parts)[number]) => (proportional ? (p.role.sharePct ?? 0) : 1);
  const total = Math.max(1e-9, parts.reduce((sum, p) => sum + weight(p), 0));
  const segments: { x: number; width: number; hex: string }[] = [];
  for (const p of parts) {
    const previous = segments.at(-1);
    segments.push({ x: previous ? previous.x + previous.width : 0, width: (100 * weight(p)) / total, hex: p.swatch.hex });
  }
  const shares = parts.map((p) => formatNumber(p.role.sharePct ?? 0, 0)).join('-');
  const text = (p: (typeof parts)[number]) =>
    proportional ? `${p.role.name} ${formatNumber(p.role.sharePct ?? 0, 0)}\u00a0%` : `L ${formatNumber(p.swatch.hsl.lightnessPct, 0)}\u00a0%`;
  const title = proportional ? `Suggested proportions ${shares}` : 'Lightness steps';
  const barLabel = proportional
    ? `Proportions bar: ${parts.map((p) => `swatch ${p.i + 1} ${formatNumber(p.role.sharePct ?? 0, 0)} %`).join(', ')}`
    : `Lightness steps bar: ${parts.length} equal parts, darkest first`;
  return (
    <div className={css.stripBlock}>
      <p className={css.stripTitle}>{title}</p>
      <svg viewBox="0 0 100 10" preserveAspectRatio="none" className={css.strip} role="img" aria-label={barLabel}>
        {segments.map((segment, i) => (
          <rect key={i} x={segment.x} y={0} width={segment.width} height={10} fill={segment.hex} shapeRendering="crispEdges" />
        ))}
      </svg>
      <Legend ordered label={proportional ? 'Suggested proportions' : 'Lightness steps'}>
        {parts.map((p) => (
          <LegendItem key={p.i} symbol={<rect x={0.5} y={0.5} width={19} height={11} rx={2} fill={p.swatch.hex} className={css.keyEdge} />}>
            {p.i + 1}. {text(p)}
          </LegendItem>
        ))}
      </Legend>
    </div>
  );
}

/** The palette as large paint chips (hex, role, use, HSL), the hue wheel and the proportions. */
export function PaletteBoard({ result }: ToolVisualProps<Inputs, Result>) {
  return (
    <div className={css.board}>
      <ol className={css.swatches} aria-label="Palette swatches">
        {result.swatches.map((swatch, i) => {
          const role = splitRole(swatch.role);
          const on = swatch.textHex === '#000000' ? css.onLight : css.onDark;
          return (
            <li key={i} className={css.swatch}>
              <div className={css.chip}>
                <svg className={css.chipFill} viewBox="0 0 10 10" preserveAspectRatio="none" aria-hidden="true">
                  <rect width={10} height={10} fill={swatch.hex} />
                </svg>
                <span className={`${css.chipIndex} ${on}`} aria-hidden="true">{i + 1}</span>
                <span className={`${css.chipHex} ${on}`}>{swatch.hex.toUpperCase()}</span>
              </div>
              <div className={css.meta}>
                <div className={css.roleRow}>
                  <span className={css.role}>{role.name}</span>
                  {role.sharePct !== null && <span className={css.share}>{formatNumber(role.sharePct, 0)} %</span>}
                  {i === result.baseIndex && <span className={css.baseTag}>base colour</span>}
                </div>
                {role.usage && <span className={css.usage}>{role.usage}</span>}
                <span className={css.colourName}>{swatch.name}</span>
                <span className={css.hsl}>
                  hsl({formatNumber(swatch.hsl.hueDeg, 0)} {formatNumber(swatch.hsl.saturationPct, 0)}% {formatNumber(swatch.hsl.lightnessPct, 0)}%)
                </span>
              </div>
            </li>
          );
        })}
      </ol>
      <div className={css.lower}>
        <HueWheel result={result} />
        <div className={css.notes}>
          <p className={css.schemeName}>{SCHEME_TITLES[result.scheme]} palette</p>
          <p className={css.schemeText}>{schemeText(result)}</p>
          <ProportionStrip result={result} />
          <p className={css.schemeText}>
            On the wheel, each numbered dot sits at its swatch’s hue (0° red at the top, turning clockwise)
            {result.scheme === 'monochromatic' ? '; the five dots step outward from darkest to lightest.' : '; the dashed line joins the scheme’s hues.'}
          </p>
        </div>
      </div>
      <ContrastTable result={result} />
    </div>
  );
}
