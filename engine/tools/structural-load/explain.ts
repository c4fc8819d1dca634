/** Structural Load's 'How it's calculated'. */
import { formatNumber } from '../../math/format';
import type { Explain } from '../params';
import { SECTIONS } from './sections';

const sectionList = SECTIONS.map((s) => `${s.label}: E = ${formatNumber(s.eGPa, 1)} GPa, I = ${formatNumber(s.iCm4, 0)} cm⁴`).join('; ');

export const explain: Explain = {
  formula:
    'Simply supported beam of span L with a point load P at distance a from the left support: ' +
    'left reaction = P·(L − a)/L, right reaction = P·a/L, maximum moment (under the load) = P·a·(L − a)/L. ' +
    'Shear is the left reaction up to the load and left reaction − P after it, a vertical step of P at the load; moment rises linearly to the maximum at a and falls to 0 at the right support. ' +
    'The diagrams use 60 evenly spaced samples. ' +
    'Maximum deflection (Roark, table 8.1 case 1e; AISC beam diagrams case 8), with b the shorter of a and L − a: ' +
    'δmax = P·b·(L² − b²)^{3/2} / (9·√3·E·I·L), at √((L² − b²)/3) from the support at the end of the longer segment; ' +
    'a central load gives P·L³/(48·E·I) at mid-span, a load on a support none. ' +
    'Span/deflection = L/δmax, rounded down to a whole number; it passes when L/δmax ≥ 360, i.e. δmax ≤ L/360 (a common limit for floors under imposed load). ' +
    `Sections: ${sectionList}.`,
  units:
    'Lengths in metres, loads and reactions in kilonewtons (kN), moments in kilonewton-metres (kN·m), deflection in millimetres (mm); ' +
    'E in gigapascals (GPa = kN/mm²), I in cm⁴ (10⁻⁸ m⁴).',
  assumptions:
    'Pin and roller supports, a weightless beam (self-weight not included), static load, no load factors. ' +
    'The load position is capped to the beam length. Deflection is elastic and small, bending only (no shear deflection or creep, which adds to timber over time), about the strong axis. ' +
    'E: C24 11 GPa (EN 338), GL24h 11.5 GPa (EN 14080), steel 210 GPa (EN 1993-1-1); I of timber is b·h³/12, of steel from the makers’ section tables (IPE: ArcelorMittal; UKB: SCI Blue Book). ' +
    'For preliminary sizing only; have an engineer check the design.',
};
