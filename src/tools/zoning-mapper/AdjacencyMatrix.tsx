import { useId } from 'react';
import { formatNumber } from '../../../engine/math/format';
import type { Result } from '../../../engine/tools/zoning-mapper';
import * as css from './ZoningScene.css';

/**
 * Every pair's adjacency as a matrix: zone names head the rows and the (upright-turned) columns,
 * each cell the pair's whole %. Scrolls sideways on a narrow screen (a focusable region).
 */
export function AdjacencyMatrix({ result }: { result: Result }) {
  const id = useId();
  const { zones, pairs } = result;
  const pct = new Map<string, number>();
  for (const pair of pairs) {
    pct.set(`${pair.a.id}\n${pair.b.id}`, pair.adjacencyPct);
    pct.set(`${pair.b.id}\n${pair.a.id}`, pair.adjacencyPct);
  }
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard (WCAG 2.1.1)
    <div className={css.matrixBox} role="region" aria-labelledby={`${id}-caption`} tabIndex={0}>
      <table className={css.matrix}>
        <caption id={`${id}-caption`} className={css.matrixCaption}>Adjacency matrix (%)</caption>
        <thead>
          <tr>
            <td />
            {zones.map((zone) => (
              <th key={zone.id} scope="col" className={css.matrixHead}>{zone.label}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {zones.map((row) => (
            <tr key={row.id}>
              <th scope="row" className={css.matrixRowHead}>{row.label}</th>
              {zones.map((column) => {
                const value = pct.get(`${row.id}\n${column.id}`);
                return value === undefined ? (
                  <td key={column.id} className={css.matrixSelf}>–</td>
                ) : (
                  <td key={column.id} className={css.matrixCell}>{formatNumber(value, 0)}</td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
