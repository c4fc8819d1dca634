import type { ComponentType } from 'react';
import type { ToolEngine } from '../../engine/tools/params';
import type { UndoOptions } from './shell/useUndoHistory';

/** What a tool's visual and extra controls receive: the current (sanitised) inputs, the result, and a way to change inputs. */
export interface ToolVisualProps<I, R> {
  inputs: I;
  result: R;
  /**
   * Changes some inputs: parameters go through the engine's sanitiser like any control's
   * value (a drag passes raw positions); other fields (lists) are taken as given, already
   * made valid by the engine's helpers, then the engine's `adjust` runs. With `settle`, the
   * change is one the screen already shows (a dragged piece dropped where the drag left it, a
   * piece a key moved): the page follows it once the browser is idle (within 150 ms), in a render
   * that yields to the visitor (a React transition), not in the frame that answers the input. `raw` may be a function of the inputs it changes (the latest,
   * pending changes included): what a settling change is made with, as others may come before it lands.
   */
  update: (raw: Readonly<Record<string, unknown>> | ((current: I) => Readonly<Record<string, unknown>>), options?: UpdateOptions) => void;
}

export interface UpdateOptions {
  settle?: boolean;
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
  /** Controls the engine's parameter list cannot describe (editable lists, Undo, Snap…), above the generated ones. */
  Controls?: ComponentType<ToolVisualProps<I, R>>;
  /** Puts `Controls` below the generated ones instead (flow-pattern: the room first, then its furniture). */
  controlsAfterParams?: true;
  /** What the shell's Reset does (by default it restores the engine's defaults); false when the tool's Controls hold their own Reset. */
  reset?: ((inputs: I) => I) | false;
  /**
   * Ctrl+Z / ⌘Z and Ctrl+Shift+Z / ⌘⇧Z undo and redo the inputs' last changes (shell/useUndoHistory):
   * for the tools where things are dragged or added.
   */
  undo?: true | UndoOptions;
}

/** Ties a visual to its engine, with the types checked. */
export function defineTool<I, R>(definition: ToolDefinition<I, R>): ToolDefinition<I, R> {
  return definition;
}
