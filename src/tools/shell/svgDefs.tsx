import * as d from './diagram.css';

/** An arrowhead for dimension lines and vectors (`markerEnd`/`markerStart="url(#id)"`), pointing either way. */
export function ArrowMarker({ id, size = 6 }: { id: string; size?: number }) {
  return (
    <marker id={id} viewBox="0 0 10 10" refX="9" refY="5" markerWidth={size} markerHeight={size} orient="auto-start-reverse">
      <path d="M0 0L10 5L0 10z" className={d.solid} />
    </marker>
  );
}

/** A 45° hatch, as drawings show cut walls and ground (`fill="url(#id)"`). */
export function HatchPattern({ id, spacing = 6, lineClassName }: { id: string; spacing?: number; lineClassName: string }) {
  return (
    <pattern id={id} width={spacing} height={spacing} patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
      <line x1={0} y1={0} x2={0} y2={spacing} className={lineClassName} />
    </pattern>
  );
}
