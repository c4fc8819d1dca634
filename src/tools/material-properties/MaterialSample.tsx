import { curveBasis, curveCatmullRomClosed, curveLinearClosed, line } from 'd3-shape';
import { clamp, formatNumber } from '../../../engine/math/clamp';
import type { Inputs } from '../../../engine/tools/material-properties';
import { materialSample, type Blob, type Point, type Stroke } from '../../../engine/tools/material-properties/texture';
import * as css from './MaterialBoard.css';

const openPath = line<Point>().curve(curveBasis).digits(1);
const knotPath = line<Point>().curve(curveLinearClosed).digits(1);
const blobPath = line<Point>().curve(curveCatmullRomClosed).digits(1);

const NAMES = { wood: 'Wood', concrete: 'Concrete', metal: 'Metal' } as const;

function StrokePath({ stroke }: { stroke: Stroke }) {
  if (stroke.opacity <= 0) return null;
  return (
    <path
      d={(stroke.closed ? knotPath : openPath)([...stroke.points]) ?? ''}
      fill="none"
      stroke={stroke.hex}
      strokeWidth={stroke.widthPx}
      strokeOpacity={stroke.opacity}
      strokeLinecap="round"
      filter={stroke.soft ? 'url(#mp-soft)' : undefined}
    />
  );
}

function BlobPath({ blob }: { blob: Blob }) {
  if (blob.opacity <= 0) return null;
  return <path d={blobPath([...blob.points]) ?? ''} fill={blob.hex} fillOpacity={blob.opacity} filter={blob.soft ? 'url(#mp-soft)' : undefined} />;
}

/**
 * A 2D sample board of the material (a 3D view replaces it later): planks, pours or sheets
 * from the engine's fixed-seed layout, fine noise from roughness, a specular band and a
 * mirrored horizon from roughness and metallic, and weathering from aging.
 */
export function MaterialSample({ inputs }: { inputs: Inputs }) {
  const sample = materialSample(inputs);
  const { sheen, noise } = sample;
  const centre = 0.36;
  const spread = sheen.highlightSpread;
  const soft = sheen.reflectionSoftness;
  const refl = sheen.reflectionOpacity;
  const stop = (offset: number) => clamp(offset, 0, 1).toFixed(3);
  const label =
    `${NAMES[sample.material]} sample board: roughness ${formatNumber(inputs.roughness, 2)}, metallic ${formatNumber(inputs.metallic, 2)}, ` +
    `hardness ${formatNumber(inputs.hardness, 2)}, aging ${formatNumber(inputs.aging, 2)}`;
  return (
    <svg viewBox={`0 0 ${sample.widthPx} ${sample.heightPx}`} className={css.sample} role="img" aria-label={label} data-material={sample.material}>
      <defs>
        <clipPath id="mp-board">
          <rect width={sample.widthPx} height={sample.heightPx} rx={6} />
        </clipPath>
        {sample.panels.map((panel, i) => (
          <clipPath key={i} id={`mp-panel-${i}`}>
            <rect x={panel.x} y={panel.y} width={panel.width} height={panel.height} />
          </clipPath>
        ))}
        <filter id="mp-noise" x="0" y="0" width="100%" height="100%">
          <feTurbulence type="fractalNoise" baseFrequency={`${noise.frequencyX} ${noise.frequencyY}`} numOctaves={3} seed={11} stitchTiles="stitch" />
          {/* Keep only the darker half of the noise, as black speckle: grain without greying the colour. */}
          <feColorMatrix type="matrix" values="0 0 0 0 0  0 0 0 0 0  0 0 0 0 0  -2.2 0 0 0 1.35" />
        </filter>
        <filter id="mp-soft" x="-30%" y="-30%" width="160%" height="160%">
          <feGaussianBlur stdDeviation={5} />
        </filter>
        <linearGradient id="mp-spec" x1="0" y1="0" x2="1" y2="1">
          <stop offset={stop(centre - spread)} stopColor="#ffffff" stopOpacity={0} />
          <stop offset={stop(centre)} stopColor="#ffffff" stopOpacity={sheen.highlightOpacity} />
          <stop offset={stop(centre + spread)} stopColor="#ffffff" stopOpacity={0} />
        </linearGradient>
        <linearGradient id="mp-refl" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ffffff" stopOpacity={refl * 0.85} />
          <stop offset={stop(0.44 - 0.3 * soft)} stopColor="#ffffff" stopOpacity={refl * 0.3} />
          <stop offset="0.5" stopColor="#1d232a" stopOpacity={refl * (0.85 - 0.45 * soft)} />
          <stop offset={stop(0.56 + 0.3 * soft)} stopColor="#1d232a" stopOpacity={refl * 0.25} />
          <stop offset="1" stopColor="#ffffff" stopOpacity={refl * 0.15} />
        </linearGradient>
      </defs>
      <g clipPath="url(#mp-board)">
        {sample.panels.map((panel, i) => (
          <g key={i} clipPath={`url(#mp-panel-${i})`}>
            <rect x={panel.x} y={panel.y} width={panel.width} height={panel.height} fill={panel.hex} />
            {panel.blobs.map((blob, j) => <BlobPath key={j} blob={blob} />)}
            {panel.strokes.map((stroke, j) => <StrokePath key={j} stroke={stroke} />)}
            {panel.dots.map((dot, j) => (
              <circle key={j} cx={dot.x} cy={dot.y} r={dot.radiusPx} fill={dot.hex} fillOpacity={dot.opacity} />
            ))}
          </g>
        ))}
        {sample.overlay.blobs.map((blob, j) => <BlobPath key={j} blob={blob} />)}
        {sample.overlay.strokes.map((stroke, j) => <StrokePath key={j} stroke={stroke} />)}
        <rect width={sample.widthPx} height={sample.heightPx} filter="url(#mp-noise)" opacity={noise.opacity} />
        {refl > 0 && <rect width={sample.widthPx} height={sample.heightPx} fill="url(#mp-refl)" />}
        {sheen.highlightOpacity > 0 && <rect width={sample.widthPx} height={sample.heightPx} fill="url(#mp-spec)" />}
        {sample.panels.slice(1).map((panel, i) => (
          <line
            key={i}
            x1={panel.x}
            y1={panel.y}
            x2={panel.x === 0 ? panel.width : panel.x}
            y2={panel.x === 0 ? panel.y : panel.y + panel.height}
            stroke={sample.jointHex}
            strokeWidth={2}
            strokeOpacity={0.7}
          />
        ))}
      </g>
      <rect x={0.5} y={0.5} width={sample.widthPx - 1} height={sample.heightPx - 1} rx={6} className={css.boardEdge} />
    </svg>
  );
}
