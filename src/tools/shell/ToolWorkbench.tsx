import { useState } from 'react';
import { sanitize, type Param, type ParamValue } from '../../../engine/tools/params';
import { button } from '../../ui/button.css';
import type { ToolDefinition } from '../defineTool';
import { ParamControl } from './ParamControl';
import { ToolLayout } from './ToolLayout';

export interface ToolWorkbenchProps<I, R> {
  definition: ToolDefinition<I, R>;
}

/**
 * A tool whose inputs are all parameters of its engine: the controls come from the engine's
 * parameter list, every change goes through its sanitiser, and the visual, results and prompt
 * follow. Inputs live in this page's state only.
 */
export function ToolWorkbench<I, R>({ definition }: ToolWorkbenchProps<I, R>) {
  const { engine, Visual, Controls, describe, reset } = definition;
  const [inputs, setInputs] = useState<I>(engine.defaults);
  const result = engine.compute(inputs);
  const values = inputs as Readonly<Record<string, ParamValue>>;

  const update = (raw: Readonly<Record<string, unknown>>) => {
    setInputs((previous) => {
      const next = { ...previous, ...raw, ...sanitize(engine.params, raw, previous) } as I;
      return engine.adjust ? engine.adjust(previous, next) : next;
    });
  };
  const change = (key: string, raw: unknown) => update({ [key]: raw });

  return (
    <ToolLayout
      slug={engine.slug}
      controls={
        <>
          {Controls && <Controls inputs={inputs} result={result} update={update} />}
          {(engine.params as readonly Param[]).map((param) => (
            <ParamControl key={param.key} param={param} value={values[param.key] ?? param.default} inputs={values} onChange={change} />
          ))}
          {reset !== false && (
            <button type="button" className={button({ tone: 'secondary', size: 'sm' })} onClick={() => setInputs((current) => (reset ? reset(current) : engine.defaults))}>
              Reset
            </button>
          )}
        </>
      }
      visual={<Visual inputs={inputs} result={result} update={update} />}
      caption={describe(inputs, result)}
      outputs={engine.outputs(result)}
      prompt={{ title: engine.panelTitle, text: engine.buildPrompt(inputs, result), fileName: engine.fileName }}
      explain={engine.explain}
    />
  );
}
