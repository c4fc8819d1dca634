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
  const { engine, Visual, describe } = definition;
  const [inputs, setInputs] = useState<I>(engine.defaults);
  const result = engine.compute(inputs);
  const values = inputs as Readonly<Record<string, ParamValue>>;

  const change = (key: string, raw: unknown) => {
    setInputs((previous) => {
      const next = sanitize(engine.params, { [key]: raw }, previous);
      return engine.adjust ? engine.adjust(previous, next) : next;
    });
  };

  return (
    <ToolLayout
      controls={
        <>
          {(engine.params as readonly Param[]).map((param) => (
            <ParamControl key={param.key} param={param} value={values[param.key] ?? param.default} inputs={values} onChange={change} />
          ))}
          <button type="button" className={button({ tone: 'secondary', size: 'sm' })} onClick={() => setInputs(engine.defaults)}>
            Restore defaults
          </button>
        </>
      }
      visual={<Visual inputs={inputs} result={result} />}
      caption={describe(inputs, result)}
      outputs={engine.outputs(result)}
      prompt={{ title: engine.panelTitle, text: engine.buildPrompt(inputs, result), fileName: engine.fileName }}
      explain={engine.explain}
    />
  );
}
