import { useDeferredValue, useMemo } from 'react';
import { PromptCard } from './PromptCard';

/**
 * The long texts a change rewrites whole (the prompt: ~15,000 characters for a plan of 40 pieces;
 * the caption) follow a change a moment later, in a render of their own that React may interrupt,
 * so a change paints the controls, the drawing and the results first. Each is its own small
 * component, so the lagging render re-renders it alone, not the tool. While a text is behind,
 * it is aria-busy (screen readers wait for it; tests read it once settled).
 */
interface LaggingProps<I, R> {
  inputs: I;
  /** The result of an inputs object (computed once per object; ToolWorkbench's). */
  resultOf: (inputs: I) => R;
}

/** The prompt card, following the inputs a moment later. */
export function LaggingPromptCard<I, R>({ inputs, resultOf, build, title, fileName }: LaggingProps<I, R> & { build: (inputs: I, result: R) => string; title: string; fileName: string }) {
  const lagging = useDeferredValue(inputs);
  const text = useMemo(() => build(lagging, resultOf(lagging)), [build, lagging, resultOf]);
  return <PromptCard title={title} prompt={text} fileName={fileName} pending={lagging !== inputs} />;
}

/** The figure's caption (the visual in words), following the inputs a moment later. */
export function LaggingCaption<I, R>({ inputs, resultOf, describe }: LaggingProps<I, R> & { describe: (inputs: I, result: R) => string }) {
  const lagging = useDeferredValue(inputs);
  const text = useMemo(() => describe(lagging, resultOf(lagging)), [describe, lagging, resultOf]);
  return <span aria-busy={lagging !== inputs || undefined}>{text}</span>;
}
