import { startTransition, useMemo, useState } from 'react';
import { sanitize, type Param, type ParamValue, type ToolEngine } from '../../../engine/tools/params';
import { inputsFromQuery, inputsToQuery, linkLeavesOut } from '../../../engine/tools/query';
import { button } from '../../ui/button.css';
import type { ToolDefinition, UpdateOptions } from '../defineTool';
import { promptFileName, toolPath, type ToolInfo } from '../registry';
import { actionRow, copyNotice, undoNotice } from './actions.css';
import { EmbeddedTool } from './EmbeddedTool';
import { embedCode } from './embedCode';
import { LaggingPromptCard } from './Lagging';
import { ParamControl } from './ParamControl';
import { ToolLayout } from './ToolLayout';
import { whenIdle } from '../../../engine/loop/timers';
import { useClipboardCopy } from './useClipboardCopy';
import { locationSearchNow, useLocationSearch } from './useLocationSearch';
import { useUndoHistory } from './useUndoHistory';

/** A settling change (update's `settle`) starts within this long (ms), idle or not. */
const SETTLE_WITHIN_MS = 150;

export interface ToolWorkbenchProps<I, R> {
  /** The tool's catalog entry: its slug, and its prompt card's title. */
  tool: ToolInfo;
  definition: ToolDefinition<I, R>;
  /** Shown alone for another site's frame (/embed/tools/{slug}): its name and a link to its page come first. */
  embedded?: boolean;
}

/**
 * The inputs after a control's change: `raw`'s parameters through the engine's sanitiser, its
 * other fields (lists, already made valid by the engine's helpers) as given, then the engine's
 * `adjust`. What every control, the visual and the tool's own controls change inputs with.
 */
export function nextInputs<I, R>(engine: ToolEngine<I, R>, previous: I, raw: Readonly<Record<string, unknown>>): I {
  const next = { ...previous, ...raw, ...sanitize(engine.params, raw, previous) } as I;
  return engine.adjust ? engine.adjust(previous, next) : next;
}

/** The inputs of a query (the defaults for none), the last query's remembered: a render and an update reading the same query get the same object. */
function lastLinked<I, R>(engine: ToolEngine<I, R>): (search: string) => I {
  let last: { search: string; inputs: I } | null = null;
  return (search) => {
    if (last?.search !== search) last = { search, inputs: search === '' ? engine.defaults : inputsFromQuery(engine, search) };
    return last.inputs;
  };
}

/** `compute` remembering its result for each inputs object it was given (while that object lives). */
function onePerInputs<I, R>(compute: (inputs: I) => R): (inputs: I) => R {
  const results = new WeakMap<object, R>();
  return (inputs) => {
    let known = results.get(inputs as I & object);
    if (known === undefined) {
      known = compute(inputs);
      results.set(inputs as I & object, known);
    }
    return known;
  };
}

/**
 * A tool whose inputs are all parameters of its engine: the controls come from the engine's
 * parameter list, every change goes through its sanitiser, and the visual, results and prompt
 * follow. Inputs live in this page's state only: the address bar never changes. 'Copy link'
 * puts them in a link's query (and says what it leaves out, should there be too much for a
 * link), and a page opened from such a link starts from them. 'Copy embed code' puts them in an
 * `<iframe>` of the tool alone, which starts from them the same way.
 */
export function ToolWorkbench<I, R>({ tool, definition, embedded = false }: ToolWorkbenchProps<I, R>) {
  const { engine, Visual, Controls, controlsAfterParams, describe, reset, undo } = definition;
  // The inputs a link gives, else the defaults. The prerendered page has no query, so a link's
  // inputs show from the transition right after hydration (useLocationSearch). A change made
  // before that transition has rendered (an action done before the code arrived, replayed) starts
  // from the link's inputs all the same: updates read the query the page has now.
  const linkedOf = useMemo(() => lastLinked(engine), [engine]);
  const search = useLocationSearch();
  const linked = linkedOf(search);
  // The visitor's own inputs once they change anything (Reset included).
  const [edited, setEdited] = useState<I | null>(null);
  const inputs = edited ?? linked;
  // What the inputs are now, the link's even before they show: where undo takes a step from.
  const inputsNow = edited ?? linkedOf(locationSearchNow());
  // Each inputs object's result, computed once (the prompt's lagging render below reuses it).
  const resultOf = useMemo(() => onePerInputs((of: I) => engine.compute(of)), [engine]);
  const result = resultOf(inputs);
  const values = inputs as Readonly<Record<string, ParamValue>>;
  const link = useClipboardCopy();
  // What the last copy was: the status says which.
  const [copiedWhat, setCopiedWhat] = useState<'link' | 'embed'>('link');
  const history = useUndoHistory(undo, inputsNow as I & object, setEdited, engine.params as readonly Param[]);

  const update = (raw: Readonly<Record<string, unknown>> | ((current: I) => Readonly<Record<string, unknown>>), options?: UpdateOptions) => {
    history.willChange();
    const apply = () =>
      setEdited((edited) => {
        const current = edited ?? linkedOf(locationSearchNow());
        return nextInputs(engine, current, typeof raw === 'function' ? raw(current) : raw);
      });
    // A settling change waits for the page to be idle (the frame that shows it drawn, a key's release
    // handled), at most SETTLE_WITHIN_MS, then renders in a transition.
    if (options?.settle) whenIdle(() => startTransition(apply), SETTLE_WITHIN_MS);
    else apply();
  };
  const change = (key: string, raw: unknown) => update({ [key]: raw });
  // The tool's page on the site, from its page or from its embed alike.
  const copyLink = () => {
    setCopiedWhat('link');
    void link.copy(`${window.location.origin}${toolPath(tool.slug)}?${inputsToQuery(engine, inputs)}`);
  };
  const copyEmbed = () => {
    setCopiedWhat('embed');
    void link.copy(embedCode(window.location.origin, tool, inputsToQuery(engine, inputs)));
  };
  const leftOut = linkLeavesOut(engine, inputs);
  const copiedNotice = copiedWhat === 'embed' ? 'Embed code copied' : 'Link copied';

  const layout = (
    <ToolLayout
      slug={tool.slug}
      controls={
        <>
          {Controls && !controlsAfterParams && <Controls inputs={inputs} result={result} update={update} />}
          {(engine.params as readonly Param[]).map((param) => (
            <ParamControl key={param.key} param={param} value={values[param.key] ?? param.default} inputs={values} onChange={change} />
          ))}
          {Controls && controlsAfterParams && <Controls inputs={inputs} result={result} update={update} />}
          <div className={actionRow}>
            {/* Ctrl+Z and Ctrl+Shift+Z as buttons, for touch screens (no keyboard) and for whoever looks for them. */}
            {undo && (undo === true || undo.buttons !== false) && (
              <>
                <button type="button" className={button({ tone: 'secondary', size: 'sm' })} onClick={() => history.step('undo')}>
                  Undo change
                </button>
                <button type="button" className={button({ tone: 'secondary', size: 'sm' })} onClick={() => history.step('redo')}>
                  Redo change
                </button>
              </>
            )}
            {reset !== false && (
              <button type="button" className={button({ tone: 'secondary', size: 'sm' })} onClick={() => {
                history.willChange();
                setEdited((current) => (reset ? reset(current ?? linkedOf(locationSearchNow())) : engine.defaults));
              }}>
                Reset
              </button>
            )}
            <button type="button" className={button({ tone: 'secondary', size: 'sm' })} onClick={copyLink}>
              Copy link
            </button>
            <button type="button" className={button({ tone: 'secondary', size: 'sm' })} onClick={copyEmbed}>
              Copy embed code
            </button>
            <span role="status" className={copyNotice}>{link.copied ? (leftOut ? `${copiedNotice}. ${leftOut}` : copiedNotice) : ''}</span>
            {undo && <span role="status" className={undoNotice}>{history.status}</span>}
          </div>
        </>
      }
      visual={<Visual inputs={inputs} result={result} update={update} />}
      caption={describe(inputs, result)}
      outputs={engine.outputs(result)}
      prompt={<LaggingPromptCard inputs={inputs} resultOf={resultOf} build={engine.buildPrompt} title={tool.panelTitle} fileName={promptFileName(tool.slug)} />}
      explain={engine.explain}
    />
  );
  if (!embedded) return layout;
  // The link to the site carries the inputs shown once they differ from the prerendered page's.
  const siteHref = edited === null && search === '' ? toolPath(tool.slug) : `${toolPath(tool.slug)}?${inputsToQuery(engine, inputs)}`;
  return (
    <EmbeddedTool tool={tool} href={siteHref}>
      {layout}
    </EmbeddedTool>
  );
}
