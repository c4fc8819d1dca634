/**
 * Smart Home: comfort and daily energy for a room's lights, thermostat, blinds and
 * presence. A deliberately simple, documented model: comfort peaks at 22 °C with
 * moderate light and some daylight; energy grows with light and with the heating or
 * cooling needed to hold the set temperature, and drops when nobody is home.
 */
import { clamp, finiteOr } from '../../math/clamp';
import { formatNumber } from '../../math/format';
import { defaultsOf } from '../params';
import type { Explain, ParamList, ToolOutput } from '../params';

export type Presence = 'home' | 'away';

/** Inputs: light level (%), set temperature (°C), how far the blinds are lowered (%), presence. */
export interface Inputs {
  lightsPct: number;
  temperatureC: number;
  blindsPct: number;
  presence: Presence;
}

/** Most comfortable set temperature (spec). */
export const COMFORT_TEMPERATURE_C = 22;
/** Comfort points lost per °C away from 22 °C. */
export const THERMAL_PENALTY_PER_C = 12;
/** Light levels (%) that feel right when someone is home; outside it comfort falls 0.5 points per %. */
export const COMFORT_LIGHT_MIN_PCT = 40;
export const COMFORT_LIGHT_MAX_PCT = 70;
export const LIGHT_PENALTY_PER_PCT = 0.5;
/** Blinds lowered beyond this (%) shut out daylight and views; comfort falls 0.3 points per %. */
export const COMFORT_BLINDS_MAX_PCT = 70;
export const BLINDS_PENALTY_PER_PCT = 0.3;

/** Always-on load (fridge, router, standby), kWh/day. */
export const BASE_LOAD_KWH = 3;
/** Lighting: 0.25 kW at 100 % for 6 hours a day. */
export const LIGHTING_KW = 0.25;
export const LIGHTING_HOURS = 6;
/** Temperature the home settles at unaided in the assumed mild season, °C. */
export const FREE_RUNNING_C = 20;
/** Heating or cooling energy per °C of set point away from the free-running temperature, kWh/day. */
export const HVAC_KWH_PER_C = 1.2;
/** Fully lowered blinds cut heating and cooling by this share (shading in summer, an extra layer in winter). */
export const BLINDS_HVAC_SAVING = 0.25;
/** When away, automation dims the lights to 20 % of the setting and runs HVAC at 60 % duty. */
export const AWAY_LIGHT_FACTOR = 0.2;
export const AWAY_HVAC_FACTOR = 0.6;

/** Controls: Lights, Temperature, Blinds, Presence. */
export const params: ParamList<Inputs> = [
  // Defaults other than the spec's ranges are our choice: an evening at home at 22 °C.
  { kind: 'range', key: 'lightsPct', label: 'Lights', unit: '%', min: 0, max: 100, step: 1, default: 60, decimals: 0 },
  { kind: 'range', key: 'temperatureC', label: 'Temperature', unit: '°C', min: 16, max: 28, step: 0.5, default: 22, decimals: 1 },
  { kind: 'range', key: 'blindsPct', label: 'Blinds', unit: '%', min: 0, max: 100, step: 1, default: 30, decimals: 0 },
  {
    kind: 'select',
    key: 'presence',
    label: 'Presence',
    default: 'home',
    options: [
      { value: 'home', label: 'Home' },
      { value: 'away', label: 'Away' },
    ],
  },
];

/** Default inputs: lights 60 %, 22 °C, blinds 30 %, Home. */
export const defaults: Inputs = defaultsOf(params);

/** Comfort, energy and its parts. */
export interface Result {
  /** 0–100 %. */
  comfortPct: number;
  /** Total, kWh per day. */
  energyKWhPerDay: number;
  lightingKWhPerDay: number;
  hvacKWhPerDay: number;
  baseKWhPerDay: number;
}

const outside = (value: number, min: number, max: number): number => (value < min ? min - value : value > max ? value - max : 0);

/**
 * Comfort = 100 − 12·|T − 22| − (when Home) 0.5 per % of light outside 40–70 % and 0.3 per %
 * of blinds above 70 %, clamped to 0–100. Energy = 3 + 0.25 kW·6 h·lights + 1.2·|T − 20|·(1 − 0.25·blinds),
 * with lights × 0.2 and HVAC × 0.6 when Away.
 */
export function compute(inputs: Inputs): Result {
  const lightsPct = clamp(finiteOr(inputs.lightsPct, 0), 0, 100);
  const blindsPct = clamp(finiteOr(inputs.blindsPct, 0), 0, 100);
  const temperatureC = finiteOr(inputs.temperatureC, COMFORT_TEMPERATURE_C);
  const home = inputs.presence !== 'away';

  const thermalPenalty = THERMAL_PENALTY_PER_C * Math.abs(temperatureC - COMFORT_TEMPERATURE_C);
  // Light and daylight only matter to someone in the room; away, comfort is the temperature you come back to.
  const lightPenalty = home ? LIGHT_PENALTY_PER_PCT * outside(lightsPct, COMFORT_LIGHT_MIN_PCT, COMFORT_LIGHT_MAX_PCT) : 0;
  const blindsPenalty = home ? BLINDS_PENALTY_PER_PCT * Math.max(0, blindsPct - COMFORT_BLINDS_MAX_PCT) : 0;
  const comfortPct = clamp(100 - thermalPenalty - lightPenalty - blindsPenalty, 0, 100);

  const lightingKWhPerDay = LIGHTING_KW * LIGHTING_HOURS * (lightsPct / 100) * (home ? 1 : AWAY_LIGHT_FACTOR);
  const hvacKWhPerDay =
    Math.min(1e6, HVAC_KWH_PER_C * Math.abs(temperatureC - FREE_RUNNING_C)) *
    (1 - BLINDS_HVAC_SAVING * (blindsPct / 100)) *
    (home ? 1 : AWAY_HVAC_FACTOR);
  return {
    comfortPct,
    energyKWhPerDay: BASE_LOAD_KWH + lightingKWhPerDay + hvacKWhPerDay,
    lightingKWhPerDay,
    hvacKWhPerDay,
    baseKWhPerDay: BASE_LOAD_KWH,
  };
}

/** Comfort (%, whole number) and Energy (kWh/day, one decimal). */
export function outputs(result: Result): readonly ToolOutput[] {
  return [
    { label: 'Comfort', text: `${formatNumber(result.comfortPct, 0)} %` },
    { label: 'Energy', text: `${formatNumber(result.energyKWhPerDay, 1)} kWh/day` },
  ];
}

/** 'How it's calculated'. */
export const explain: Explain = {
  formula:
    'Comfort = 100 − 12 × |T − 22 °C| − 0.5 × (% of light outside 40–70 %) − 0.3 × (% of blinds above 70 %), clamped to 0–100 %; ' +
    'the light and blinds terms apply only when someone is Home. ' +
    'Energy = 3 kWh base load + 0.25 kW × 6 h × lights + 1.2 kWh × |T − 20 °C| × (1 − 0.25 × blinds), per day; ' +
    'Away, automation dims lights to 20 % of the setting and runs heating or cooling at 60 % duty.',
  units: 'Lights and blinds in per cent (blinds: 0 % fully open, 100 % fully lowered), temperature in °C, energy in kWh per day.',
  assumptions:
    'One typical living space in a mild season whose unaided indoor temperature is 20 °C, so heating above it and cooling below it both cost energy. ' +
    'Lowered blinds shade in summer and insulate in winter. Figures are illustrative, not a building energy simulation.',
};

/** A prompt for designing an automation scene around these settings. */
export function buildPrompt(inputs: Inputs, result: Result): string {
  const presence = inputs.presence === 'away' ? 'Away' : 'Home';
  return [
    'Act as a smart-home integrator designing automation for a living space.',
    `Current scene (${presence}): lights at ${formatNumber(inputs.lightsPct, 0)} %, thermostat at ${formatNumber(inputs.temperatureC, 1)} °C, ` +
      `blinds lowered ${formatNumber(inputs.blindsPct, 0)} %.`,
    `Estimated comfort is ${formatNumber(result.comfortPct, 0)} % and energy use about ${formatNumber(result.energyKWhPerDay, 1)} kWh/day ` +
      `(lighting ${formatNumber(result.lightingKWhPerDay, 1)}, heating/cooling ${formatNumber(result.hvacKWhPerDay, 1)}, base load ${formatNumber(result.baseKWhPerDay, 1)} kWh).`,
    '',
    'Please propose:',
    '- Morning, Daytime, Evening and Away scenes with light level, colour temperature, set point and blind position for each;',
    '- presence, daylight and temperature sensors and the rules that link them, keeping comfort high at 22 °C while cutting energy;',
    '- a short, brand-neutral device list (protocol, hub, sensors, actuators) and where each goes in the room.',
    '',
    `For an image, render the room in the current scene: artificial light at ${formatNumber(inputs.lightsPct, 0)} %, ` +
      `blinds lowered ${formatNumber(inputs.blindsPct, 0)} %, ${presence === 'Home' ? 'a person relaxing on the sofa' : 'the room empty and calm'}, and a discreet wall-mounted control panel.`,
  ].join('\n');
}

/** How a set temperature reads against the 22 °C comfort reference, for the thermostat's colour cue. */
export type ThermalCue = 'cool' | 'comfort' | 'warm';

/**
 * 'comfort' within half a degree of 22 °C (a thermostat's usual dead band, so 21.5–22.5 °C),
 * 'cool' below it and 'warm' above it.
 */
export function thermalCue(temperatureC: number): ThermalCue {
  const delta = finiteOr(temperatureC, COMFORT_TEMPERATURE_C) - COMFORT_TEMPERATURE_C;
  if (Math.abs(delta) <= 0.5) return 'comfort';
  return delta < 0 ? 'cool' : 'warm';
}

/** The light level the room actually gets, %: the setting when Home, dimmed to 20 % of it when Away. */
export function effectiveLightPct(inputs: Pick<Inputs, 'lightsPct' | 'presence'>): number {
  const lightsPct = clamp(finiteOr(inputs.lightsPct, 0), 0, 100);
  return inputs.presence === 'away' ? lightsPct * AWAY_LIGHT_FACTOR : lightsPct;
}
