import { formatContrastRatio, WCAG_AA_LARGE_TEXT, WCAG_AA_TEXT, WCAG_AAA_TEXT } from '../../../engine/math/color';
import type { Result } from '../../../engine/tools/color-harmony';
import * as css from './ContrastTable.css';

const SAMPLE_WIDTH = 60;
const SAMPLE_HEIGHT = 28;

/** 'Aa' in one colour on the other, then the other way round: how the pair reads as text. */
function Sample({ text, background }: { text: string; background: string }) {
  const half = SAMPLE_WIDTH / 2;
  return (
    <svg width={SAMPLE_WIDTH} height={SAMPLE_HEIGHT} viewBox={`0 0 ${SAMPLE_WIDTH} ${SAMPLE_HEIGHT}`} className={css.sample} aria-hidden="true">
      <rect width={half} height={SAMPLE_HEIGHT} fill={background} />
      <rect x={half} width={half} height={SAMPLE_HEIGHT} fill={text} />
      <text x={half / 2} y={18.5} textAnchor="middle" fill={text} className={css.sampleText}>Aa</text>
      <text x={half + half / 2} y={18.5} textAnchor="middle" fill={background} className={css.sampleText}>Aa</text>
    </svg>
  );
}

function Level({ pass }: { pass: boolean }) {
  return <td className={pass ? css.pass : css.fail}>{pass ? 'Pass' : 'Fail'}</td>;
}

/**
 * The WCAG 2.2 contrast of every pair of swatches, so text and background colours can be picked
 * from the palette: a sample, the ratio (cut to two decimals) and the AA and AAA results for
 * normal text. On a narrow screen the table scrolls sideways in its own focusable region.
 */
export function ContrastTable({ result }: { result: Result }) {
  const hex = (index: number) => result.swatches[index]?.hex ?? '#000000';
  return (
    <div className={css.block}>
      {/* A named, focusable region so a keyboard can scroll the table where it is wider than the
          screen (narrower than 375 px); the pattern WCAG's scrollable-region rule asks for. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className={css.scroll} role="region" aria-label="Contrast of every swatch pair" tabIndex={0}>
        <table className={css.table}>
          <caption className={css.caption}>Contrast</caption>
          <thead>
            <tr>
              <th scope="col">Pair</th>
              <th scope="col">Sample</th>
              <th scope="col">Ratio</th>
              <th scope="col">AA</th>
              <th scope="col">AAA</th>
            </tr>
          </thead>
          <tbody>
            {result.contrast.map((pair) => (
              <tr key={`${pair.first}-${pair.second}`}>
                <th scope="row" className={css.pair}>
                  {pair.first + 1} &amp; {pair.second + 1}
                </th>
                <td>
                  <Sample text={hex(pair.first)} background={hex(pair.second)} />
                </td>
                <td className={css.ratio}>{formatContrastRatio(pair.ratio)}</td>
                <Level pass={pair.aa} />
                <Level pass={pair.aaa} />
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className={css.note}>
        WCAG 2.2 for normal text: AA from {WCAG_AA_TEXT}:1, AAA from {WCAG_AAA_TEXT}:1. Large text (24 px, or 18.66 px bold) passes AA
        from {WCAG_AA_LARGE_TEXT}:1. Ratios are cut, not rounded, to two decimals.
      </p>
    </div>
  );
}
