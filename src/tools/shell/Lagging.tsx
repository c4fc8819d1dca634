import { startTransition, useEffect, useMemo, useState } from 'react';
import { useLatest } from '../../ui/useLatest';
import { PromptCard } from './PromptCard';

/**
 * `value`, following a change in a render of its own, in a later task (a transition started once
 * the render that changed it is committed): what it drives is never laid out in the same task as
 * that render. Unlike useDeferredValue, it lags also behind a change that is itself a transition
 * (a dropped piece, a key on a plan, which settle in one), where useDeferredValue gives the new
 * value at once; and a burst of changes (a held key) renders it once, when they pause.
 */
export function useLagged<T>(value: T): T {
  const [shown, setShown] = useState(value);
  // The newest value, which the lagging render takes: a change overtaken before its render (an
  // undo, then a redo at once) would otherwise bring back the older value after the newer showed.
  const latest = useLatest(value);
  useEffect(() => {
    // A transition started here renders in a scheduler task of its own, after this commit's.
    if (!Object.is(shown, value)) startTransition(() => setShown(() => latest.current));
  }, [value, shown, latest]);
  return shown;
}

/**
 * The prompt, a long text a change rewrites whole (~15,000 characters for a plan of 40 pieces),
 * follows a change a moment later, in a render of its own that React may interrupt (useLagged),
 * so a change paints the controls, the drawing and the results first. It is its own small component, so the
 * lagging render re-renders it alone, not the tool. While it is behind, it is aria-busy (screen
 * readers wait for it; tests read it once settled). The caption stays in step: it sits in the
 * figure, whose size a late change of it would move.
 */
interface LaggingProps<I, R> {
  inputs: I;
  /** The result of an inputs object (computed once per object; ToolWorkbench's). */
  resultOf: (inputs: I) => R;
}

/** The prompt card, following the inputs a moment later. */
export function LaggingPromptCard<I, R>({ inputs, resultOf, build, title, fileName }: LaggingProps<I, R> & { build: (inputs: I, result: R) => string; title: string; fileName: string }) {
  const lagging = useLagged(inputs);
  const text = useMemo(() => build(lagging, resultOf(lagging)), [build, lagging, resultOf]);
  return <PromptCard title={title} prompt={text} fileName={fileName} pending={lagging !== inputs} />;
}
