import type { ComponentType } from 'react';
import type { ToolEngine } from '../../engine/tools/params';

/** What a tool's visual receives: the current (sanitised) inputs and the computed result. */
export interface ToolVisualProps<I, R> {
  inputs: I;
  result: R;
}

/**
 * A tool's UI module (src/tools/{slug}/index.tsx): its engine and its live visual. The shared
 * shell renders the controls, results, 'How it's calculated' and the prompt card from the engine.
 */
export interface ToolDefinition<I, R> {
  engine: ToolEngine<I, R>;
  Visual: ComponentType<ToolVisualProps<I, R>>;
  /** The visual in words: its caption, and its text alternative for screen readers. */
  describe(inputs: I, result: R): string;
}

/** Ties a visual to its engine, with the types checked. */
export function defineTool<I, R>(definition: ToolDefinition<I, R>): ToolDefinition<I, R> {
  return definition;
}
