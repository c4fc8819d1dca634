/**
 * Sustainable Systems: the estimated energy reduction of a home from its envelope,
 * water reuse, battery and solar array, applied envelope first. Every input lowers
 * the remaining demand (strictly), and the reduction never exceeds 95 %.
 */
import { clamp, finiteOr } from '../../math/clamp';
import { formatGrouped, formatNumber, withArticle } from '../../math/format';
import { defaultsOf } from '../params';
import type { Explain, ParamList, ToolOutput } from '../params';

/** Inputs: PV array (kWp), battery (kWh), water reuse share (0–1), insulation index (0–1). */
export interface Inputs {
  solarKW: number;
  batteryKWh: number;
  waterReuse: number;
  insulation: number;
}

/** Reference home, kWh per year: heating and cooling, hot water and pumping, appliances and lighting. */
export const BASELINE_HVAC_KWH = 7000;
export const BASELINE_WATER_KWH = 2000;
export const BASELINE_APPLIANCES_KWH = 3000;
export const BASELINE_KWH = BASELINE_HVAC_KWH + BASELINE_WATER_KWH + BASELINE_APPLIANCES_KWH;
/** Share of heating and cooling a perfect envelope (index 1) removes. */
export const ENVELOPE_MAX_SAVING = 0.6;
/** Share of water energy (heating, pumping, treatment) full reuse removes. */
export const WATER_MAX_SAVING = 0.5;
/** Annual PV yield, kWh per kWp. */
export const PV_YIELD_KWH_PER_KW = 1000;
/** Share of PV output used on site with no battery, and the most a battery adds to it. */
export const PV_SELF_USE_BASE = 0.5;
export const PV_SELF_USE_BATTERY_GAIN = 0.4;
/** Demand shifted out of peak hours by a battery on its own, at most, as a share of the remaining demand. */
export const BATTERY_SHIFT_MAX = 0.05;
/** Battery size (kWh) at which it gives half its possible effect. */
export const BATTERY_HALF_KWH = 10;
/** The estimated reduction never exceeds this share (spec: 0.95 of the energy impact). */
export const MAX_REDUCTION = 0.95;

/** Controls: Solar array, Battery, Water reuse, Insulation index. */
export const params: ParamList<Inputs> = [
  { kind: 'range', key: 'solarKW', label: 'Solar array', unit: 'kW', min: 0, max: 15, step: 0.5, default: 5, decimals: 1 },
  { kind: 'range', key: 'batteryKWh', label: 'Battery', unit: 'kWh', min: 0, max: 30, step: 1, default: 10, decimals: 0 },
  { kind: 'range', key: 'waterReuse', label: 'Water reuse', min: 0, max: 1, step: 0.01, default: 0.3, decimals: 0, display: 'percent' },
  { kind: 'range', key: 'insulation', label: 'Insulation index', min: 0, max: 1, step: 0.01, default: 0.6, decimals: 2 },
];

/** Default inputs (spec): 5 kW, 10 kWh, 30 % reuse, insulation 0.6. */
export const defaults: Inputs = defaultsOf(params);

/** Annual energy flows, kWh, and the estimated reduction. */
export interface Result {
  baselineKWh: number;
  /** Heating and cooling saved by the envelope. */
  envelopeSavingKWh: number;
  /** Water energy saved by reuse. */
  waterSavingKWh: number;
  /** Peak demand shifted (and its losses avoided) by the battery alone. */
  batterySavingKWh: number;
  /** Demand met by the PV array. */
  solarOffsetKWh: number;
  /** PV generation per year. */
  solarGenerationKWh: number;
  /** Share of PV output used on site, 0–1. */
  solarSelfUse: number;
  /** Energy still drawn from the grid. */
  remainingKWh: number;
  /** Estimated reduction, 0–0.95. */
  reduction: number;
  /** The same, in per cent (0–95). */
  reductionPct: number;
}

/**
 * Envelope first: H = 7000·(1 − 0.6·insulation); W = 2000·(1 − 0.5·reuse); D = H + W + 3000;
 * battery shifts D·0.05·B/(B + 10); PV covers D′·(1 − e^(−G·u/D′)) with G = 1000·kWp and
 * u = 0.5 + 0.4·B/(B + 10); reduction = min(0.95, 1 − remaining / 12,000).
 */
export function compute(inputs: Inputs): Result {
  const solarKW = Math.max(0, finiteOr(inputs.solarKW, 0));
  const batteryKWh = Math.max(0, finiteOr(inputs.batteryKWh, 0));
  const waterReuse = clamp(finiteOr(inputs.waterReuse, 0), 0, 1);
  const insulation = clamp(finiteOr(inputs.insulation, 0), 0, 1);

  const envelopeSavingKWh = BASELINE_HVAC_KWH * ENVELOPE_MAX_SAVING * insulation;
  const waterSavingKWh = BASELINE_WATER_KWH * WATER_MAX_SAVING * waterReuse;
  const demandKWh = BASELINE_KWH - envelopeSavingKWh - waterSavingKWh;
  // Saturating battery effect: B/(B + 10) is 0 without a battery and approaches 1 for a large one.
  const storage = Number.isFinite(batteryKWh) && batteryKWh < 1e12 ? batteryKWh / (batteryKWh + BATTERY_HALF_KWH) : 1;
  const batterySavingKWh = demandKWh * BATTERY_SHIFT_MAX * storage;
  const shiftedDemandKWh = demandKWh - batterySavingKWh;
  const solarGenerationKWh = Math.min(1e12, solarKW * PV_YIELD_KWH_PER_KW);
  const solarSelfUse = PV_SELF_USE_BASE + PV_SELF_USE_BATTERY_GAIN * storage;
  // Diminishing returns: a small array is used almost fully; the demand can be approached but not wiped out.
  const solarOffsetKWh = shiftedDemandKWh * (1 - Math.exp((-solarGenerationKWh * solarSelfUse) / shiftedDemandKWh));
  const remainingKWh = shiftedDemandKWh - solarOffsetKWh;
  const reduction = clamp(1 - remainingKWh / BASELINE_KWH, 0, MAX_REDUCTION);
  return {
    baselineKWh: BASELINE_KWH,
    envelopeSavingKWh,
    waterSavingKWh,
    batterySavingKWh,
    solarOffsetKWh,
    solarGenerationKWh,
    solarSelfUse,
    remainingKWh,
    reduction,
    reductionPct: reduction * 100,
  };
}

/** Estimated reduction (%, one decimal); the page also shows it as a `<progress>` of `reduction` (0–1). */
export function outputs(result: Result): readonly ToolOutput[] {
  return [{ label: 'Estimated reduction', text: `${formatNumber(result.reductionPct, 1)} %` }];
}

/** 'How it's calculated'. */
export const explain: Explain = {
  formula:
    'Reference home: 12,000 kWh a year (7,000 heating and cooling, 2,000 hot water and pumping, 3,000 appliances and lighting). Applied envelope first: ' +
    '1) insulation cuts heating and cooling by 60 % × index; 2) water reuse cuts water energy by 50 % × reuse; ' +
    '3) a battery shifts 5 % × B/(B + 10 kWh) of the remaining demand out of peak hours; ' +
    '4) the PV array makes 1,000 kWh per kW per year, of which 50 % + 40 % × B/(B + 10 kWh) is used on site, and covers D × (1 − e^(−used/D)) of the remaining demand D. ' +
    'Reduction = min(95 %, 1 − remaining / 12,000 kWh).',
  units: 'Solar array in kW peak, battery in kWh, water reuse as a share of water used (shown in %), insulation index 0 (poor) to 1 (passive-house grade).',
  assumptions:
    'A temperate-climate detached home; exported PV energy is not credited. Every input raises the estimate, with diminishing returns, ' +
    'and the estimate is capped at 95 % because some grid energy and embodied impact always remain. Illustrative, not an energy model.',
};

/**
 * The envelope-first hint for the current mix: improve insulation first, then add PV,
 * then storage, then water reuse.
 */
export function hint(inputs: Inputs): string {
  const insulation = clamp(finiteOr(inputs.insulation, 0), 0, 1);
  const solarKW = Math.max(0, finiteOr(inputs.solarKW, 0));
  const batteryKWh = Math.max(0, finiteOr(inputs.batteryKWh, 0));
  const waterReuse = clamp(finiteOr(inputs.waterReuse, 0), 0, 1);
  if (insulation < 0.5) {
    return (
      `Start with the envelope: raise the insulation index (now ${formatNumber(insulation, 2)}) before adding PV and storage, ` +
      'since every kilowatt-hour the envelope saves is one the array never has to make.'
    );
  }
  if (solarKW === 0) {
    return `The envelope is in good shape (insulation ${formatNumber(insulation, 2)}); add a PV array next, then storage.`;
  }
  if (batteryKWh === 0) {
    return `Envelope first, then PV: done. Add a battery so more of the ${formatNumber(solarKW, 1)} kW array's output is used on site.`;
  }
  if (waterReuse < 0.3) {
    return `Envelope, PV and storage are in place; water reuse (now ${formatNumber(waterReuse * 100, 0)} %) is the next lever.`;
  }
  return 'The mix follows the envelope-first order: insulation, then PV, then storage. Fine-tune sizes against the household’s demand profile.';
}

/** A prompt for a sustainability strategy built on these systems. */
export function buildPrompt(inputs: Inputs, result: Result): string {
  const kWh = (value: number): string => `${formatGrouped(value, 0)} kWh`;
  return [
    'Act as a sustainability consultant for a residential project in a temperate climate.',
    `Proposed systems: insulation index ${formatNumber(inputs.insulation, 2)} (0 poor, 1 passive-house grade), ` +
      `${formatNumber(inputs.waterReuse * 100, 0)} % water reuse, ${withArticle(formatNumber(inputs.solarKW, 1))} kW solar array and ${withArticle(formatNumber(inputs.batteryKWh, 0))} kWh battery.`,
    `Against a reference demand of ${kWh(result.baselineKWh)} a year, these give an estimated ${formatNumber(result.reductionPct, 1)} % reduction:`,
    `- envelope saves ${kWh(result.envelopeSavingKWh)}, water reuse ${kWh(result.waterSavingKWh)}, battery load shifting ${kWh(result.batterySavingKWh)};`,
    `- the array generates about ${kWh(result.solarGenerationKWh)}, ${formatNumber(result.solarSelfUse * 100, 0)} % used on site, covering ${kWh(result.solarOffsetKWh)};`,
    `- about ${kWh(result.remainingKWh)} a year still comes from the grid.`,
    '',
    `Guidance: ${hint(inputs)}`,
    '',
    'Please review this strategy envelope first, suggest the next three improvements in order of cost-effectiveness, ' +
      'and outline the system diagram (PV, inverter, battery, greywater loop, heat pump) for the design team. ' +
      'For an image, render a cutaway of the house showing these systems.',
  ].join('\n');
}
