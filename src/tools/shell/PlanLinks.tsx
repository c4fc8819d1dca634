import { planToLink } from '../../../engine/plan/link';
import type { Plan } from '../../../engine/plan/types';
import type { LengthUnit } from '../../../engine/math/units';
import { toolPath } from '../registry';
import * as css from './PlanLinks.css';

/** The layout tools, each with the name of its link from the others. */
const LAYOUT_TOOLS = [
  ['flow-pattern', 'Furnish this plan'],
  ['vr-walkthrough', 'Walk through this plan'],
  ['zoning-mapper', 'Zone this plan'],
] as const;

export type LayoutTool = (typeof LAYOUT_TOOLS)[number][0];

/**
 * The link that opens `slug` with the plan given as its link value (every layout tool reads
 * plan=), in the visitor's units: a room laid out in feet opens in feet there too.
 */
export const planHref = (slug: LayoutTool, planLink: string, units: LengthUnit): string =>
  `${toolPath(slug)}?${new URLSearchParams({ ...(units === 'ft' && { units }), plan: planLink }).toString()}`;

/**
 * One plan, three views: links from a layout tool to the other two ('Furnish this plan',
 * 'Walk through this plan', 'Zone this plan'), each opening `plan` there. Every tool keeps the
 * parts it does not show, so the plan can go round and come back whole.
 */
export function PlanLinks({ from, plan, units }: { from: LayoutTool; plan: Plan; units: LengthUnit }) {
  const planLink = planToLink(plan);
  return (
    <p className={css.links}>
      {LAYOUT_TOOLS.filter(([slug]) => slug !== from).map(([slug, name]) => (
        <a key={slug} href={planHref(slug, planLink, units)}>
          {name}
        </a>
      ))}
    </p>
  );
}
