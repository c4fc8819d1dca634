import { useId, useState } from 'react';
import { sanitize, type Param, type ParamValue } from '../../../engine/tools/params';
import { button } from '../../ui/button.css';
import { container } from '../../ui/layout.css';
import type { ToolDefinition } from '../defineTool';
import { ParamControl } from './ParamControl';
import { PromptCard } from './PromptCard';
import * as css from './ToolWorkbench.css';

export interface ToolWorkbenchProps<I, R> {
  definition: ToolDefinition<I, R>;
}

/**
 * The shared tool page body: the controls of the engine's parameters, the tool's live
 * visual, its results as <output>s, the prompt card and 'How it's calculated'. Inputs live in
 * this page's state only; every change goes through the engine's sanitiser.
 */
export function ToolWorkbench<I, R>({ definition }: ToolWorkbenchProps<I, R>) {
  const { engine, Visual, describe } = definition;
  const [inputs, setInputs] = useState<I>(engine.defaults);
  const result = engine.compute(inputs);
  const outputs = engine.outputs(result);
  const prompt = engine.buildPrompt(inputs, result);
  const ids = useId();
  const values = inputs as Readonly<Record<string, ParamValue>>;

  const change = (key: string, raw: unknown) => {
    setInputs((previous) => {
      const next = sanitize(engine.params, { [key]: raw }, previous);
      return engine.adjust ? engine.adjust(previous, next) : next;
    });
  };

  return (
    <div className={`${container} ${css.wrap}`}>
      <div className={css.workbench}>
        <form className={css.controls} aria-labelledby={`${ids}-controls`} onSubmit={(event) => event.preventDefault()}>
          <h2 id={`${ids}-controls`} className={css.panelTitle}>Inputs</h2>
          {(engine.params as readonly Param[]).map((param) => (
            <ParamControl key={param.key} param={param} value={values[param.key] ?? param.default} inputs={values} onChange={change} />
          ))}
          <button type="button" className={button({ tone: 'secondary', size: 'sm' })} onClick={() => setInputs(engine.defaults)}>
            Restore defaults
          </button>
        </form>

        <figure className={css.stage} aria-labelledby={`${ids}-visual`}>
          <Visual inputs={inputs} result={result} />
          <figcaption id={`${ids}-visual`} className={css.caption}>{describe(inputs, result)}</figcaption>
        </figure>

        {outputs.length > 0 && (
          <section className={css.results} aria-labelledby={`${ids}-results`}>
            <h2 id={`${ids}-results`} className={css.panelTitle}>Results</h2>
            <div className={css.resultGrid}>
              {outputs.map((output, index) => (
                <div key={output.label} className={css.result}>
                  <label htmlFor={`${ids}-out-${index}`} className={css.resultLabel}>{output.label}</label>
                  <output id={`${ids}-out-${index}`} className={css.resultValue}>{output.text}</output>
                </div>
              ))}
            </div>
          </section>
        )}

        <div className={css.prompt}>
          <PromptCard title={engine.panelTitle} prompt={prompt} fileName={engine.fileName} />
        </div>

        <section className={css.explain} aria-labelledby={`${ids}-explain`}>
          <h2 id={`${ids}-explain`} className={css.panelTitle}>How it’s calculated</h2>
          <dl className={css.explainList}>
            <div>
              <dt className={css.explainTerm}>Formula</dt>
              <dd className={css.explainText}>{engine.explain.formula}</dd>
            </div>
            <div>
              <dt className={css.explainTerm}>Units</dt>
              <dd className={css.explainText}>{engine.explain.units}</dd>
            </div>
            <div>
              <dt className={css.explainTerm}>Assumptions</dt>
              <dd className={css.explainText}>{engine.explain.assumptions}</dd>
            </div>
          </dl>
        </section>
      </div>
    </div>
  );
}
