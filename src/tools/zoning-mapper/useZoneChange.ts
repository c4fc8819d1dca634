import { useRef } from 'react';
import type { Inputs, Result } from '../../../engine/tools/zoning-mapper';
import type { ToolVisualProps } from '../defineTool';

/**
 * Changes the zones from the latest inputs, not only from the last render's: two changes in one
 * task (fields the early script hands over after hydration, one after the other) each build on
 * the one before, rather than the second putting the first's zones back. Once the page renders
 * the inputs again, changes start from them.
 */
export function useZoneChange(inputs: Inputs, update: ToolVisualProps<Inputs, Result>['update']): (change: (inputs: Inputs) => Inputs) => void {
  const pending = useRef<{ from: Inputs; to: Inputs } | null>(null);
  return (change) => {
    const base = pending.current?.from === inputs ? pending.current.to : inputs;
    const next = change(base);
    if (next === base) return;
    pending.current = { from: inputs, to: next };
    update({ zones: next.zones });
  };
}
