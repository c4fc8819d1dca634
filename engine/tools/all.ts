/**
 * Every tool's engine, in the registry's order, for checks that must cover all 20 (the
 * contract test, link round trips). The site itself loads each engine with its own tool.
 */
import type { ToolEngine } from './params';
import * as colorHarmony from './color-harmony';
import * as constructionSequence from './construction-sequence';
import * as designPresentation from './design-presentation';
import * as flowPattern from './flow-pattern';
import * as goldenRatio from './golden-ratio';
import * as lightingPhysics from './lighting-physics';
import * as materialProperties from './material-properties';
import * as proportionScale from './proportion-scale';
import * as roomProportion from './room-proportion';
import * as smartHome from './smart-home';
import * as structuralLoad from './structural-load';
import * as styleDna from './style-dna';
import * as surfaceReflection from './surface-reflection';
import * as sustainableSystems from './sustainable-systems';
import * as texturePattern from './texture-pattern';
import * as ventilationFlow from './ventilation-flow';
import * as visualWeight from './visual-weight';
import * as vrWalkthrough from './vr-walkthrough';
import * as windowOptimizer from './window-optimizer';
import * as zoningMapper from './zoning-mapper';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each engine has its own input and result types
export type AnyToolEngine = ToolEngine<any, any>;

/** The 20 engines (cast: a list of differently typed parameter lists has no common type). */
export const allEngines = [
  colorHarmony,
  goldenRatio,
  roomProportion,
  flowPattern,
  zoningMapper,
  styleDna,
  materialProperties,
  texturePattern,
  surfaceReflection,
  structuralLoad,
  windowOptimizer,
  ventilationFlow,
  lightingPhysics,
  proportionScale,
  visualWeight,
  smartHome,
  sustainableSystems,
  constructionSequence,
  designPresentation,
  vrWalkthrough,
] as unknown as readonly AnyToolEngine[];
