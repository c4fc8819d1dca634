import { Component, createElement, lazy, Suspense, useCallback, useId, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { button } from '../ui/button.css';
import { useComingSurface } from '../ui/exportRegistry';
import { useViewStart } from '../ui/useViewStart';
import { ViewNotice } from '../ui/ViewNotice';
import { arrowTurn, type LookLink, type ViewTurner } from './look';
import { WebglUnavailable } from './webgl';
import * as css from './Scene3D.css';

/** What a 3D scene reports about its WebGL context. */
export interface Scene3DStatus {
  onContextLost: () => void;
  onContextRestored: () => void;
}

/** What the frame hands a scene that can be turned (Scene3D's `turn`): the link its turning control registers with. */
export interface Scene3DLook {
  lookRef?: LookLink;
}

/** A view the visitor can turn: its name as a keyboard control, and the visible hint. */
export interface Scene3DTurn {
  /** The focusable view's accessible name ('Sample view — drag or use arrow keys to turn'). */
  name: string;
  /** The visible hint on the view ('Drag or use the arrow keys to turn'). */
  hint: string;
}

export interface Scene3DProps<P> {
  /** Loads the scene (three.js and react-three-fiber come with it, on the routes that need them). */
  load: () => Promise<{ default: ComponentType<P & Scene3DStatus & Scene3DLook> }>;
  /** The scene's own props. */
  props: P;
  /** What the scene shows, for screen readers. */
  label: string;
  /**
   * Set when the visitor can turn the view: a drag on the canvas (mouse, pen or finger) turns it,
   * and so do the arrow keys on the focused view; 'Reset view' brings back the opening view.
   */
  turn?: Scene3DTurn;
}

type Status = 'ok' | 'lost' | 'failed';

const lazyScenes = new WeakMap<object, ComponentType<never>>();

/**
 * One lazy component per loader, so re-renders keep the same scene. A failed download is
 * forgotten, so the view's next mount (the next visit to the page) tries again.
 */
function lazyScene<P>(load: Scene3DProps<P>['load']): ComponentType<P & Scene3DStatus & Scene3DLook> {
  let scene = lazyScenes.get(load) as ComponentType<P & Scene3DStatus & Scene3DLook> | undefined;
  if (!scene) {
    scene = lazy(() => {
      // three.js first, in a task of its own (./three); its download starts with the scene's.
      // A failure shows as the scene's, which needs it.
      void import('./three').catch(() => undefined);
      return load().catch((error: unknown) => {
        lazyScenes.delete(load);
        throw error;
      });
    });
    lazyScenes.set(load, scene as ComponentType<never>);
  }
  return scene;
}

/** Catches a scene that fails (its code did not download, say), so that it takes down only the view. */
class SceneBoundary extends Component<{ onFail: () => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(): void {
    this.props.onFail();
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * A 3D view that mounts in the browser only, after hydration, once it has come on screen and the
 * browser is idle or the visitor touches it (three.js is a large download and WebGL start-up is
 * costly on a phone; see useViewStart), and then builds itself in idle slices (DemandCanvas). Where WebGL cannot start it says
 * so plainly, and so it does while the context is lost or when the scene's code fails to download;
 * everything else on the page (controls, results, prompt) keeps working. A restored context
 * renders again. With `turn`, a drag on the canvas (the scene's own control) and the arrow keys
 * on the focused view turn it, and Reset view, under it with the hint, brings back its opening view.
 */
export function Scene3D<P>({ load, props, label, turn }: Scene3DProps<P>) {
  const frame = useRef<HTMLDivElement>(null);
  const look = useRef<ViewTurner | null>(null);
  const hintId = useId();
  const { seen, started } = useViewStart(frame);
  // Whether WebGL could start: assumed until the view's renderer finds no context.
  const [available, setAvailable] = useState(true);
  const markUnavailable = useCallback(() => setAvailable(false), []);
  const [status, setStatus] = useState<Status>('ok');
  const state = available ? status : 'unavailable';
  const live = seen && available && status === 'ok';
  // The view's drawing is on its way while it can still come: until it mounts (and registers
  // itself, DemandCanvas), and while a lost context is to be restored.
  useComingSurface(available && status !== 'failed');

  const view = (
    <div ref={frame} className={css.frame} data-scene3d={state}>
      {started && available && status !== 'failed' && (
        <div className={turn ? `${css.canvas} ${css.turnable}` : css.canvas} role="img" aria-label={label}>
          <SceneBoundary onFail={() => setStatus('failed')}>
            <WebglUnavailable.Provider value={markUnavailable}>
              <Suspense fallback={null}>
                {createElement(lazyScene(load), {
                  ...props,
                  onContextLost: () => setStatus('lost'),
                  onContextRestored: () => setStatus('ok'),
                  ...(turn && { lookRef: look }),
                })}
              </Suspense>
            </WebglUnavailable.Provider>
          </SceneBoundary>
        </div>
      )}
      {/* The keyboard's handle on a turnable view (as the 2D scenes' movable items are buttons), over the canvas; the pointer passes through it. */}
      {turn && live && (
        <button
          type="button"
          className={css.turnFocus}
          aria-label={turn.name}
          aria-roledescription="turnable view"
          aria-describedby={hintId}
          aria-keyshortcuts="ArrowLeft ArrowRight ArrowUp ArrowDown"
          onKeyDown={(event) => {
            const step = arrowTurn(event);
            if (!step) return;
            event.preventDefault();
            look.current?.step(step.x, step.y);
          }}
        />
      )}
      {!available && (
        <ViewNotice title="3D preview unavailable" text="This browser could not start WebGL. The controls, results and prompt still work." />
      )}
      {available && status === 'lost' && (
        <ViewNotice title="3D preview interrupted" text="The graphics context was lost. It comes back as soon as the browser restores it." />
      )}
      {available && status === 'failed' && (
        <ViewNotice title="3D preview unavailable" text="The 3D preview could not load. Reload the page to try again; the controls, results and prompt still work." />
      )}
    </div>
  );
  if (!turn) return view;
  // The hint and Reset view under the view: there from the first paint (the button waits for the
  // scene), so nothing moves when the scene arrives; gone where WebGL cannot start.
  return (
    <div className={css.turnWrap}>
      {view}
      {available && status !== 'failed' && (
        <div className={css.turnBar}>
          <p id={hintId} className={css.turnHint}>
            {turn.hint}
          </p>
          <button type="button" className={button({ tone: 'secondary', size: 'sm' })} disabled={!live} onClick={() => look.current?.reset()}>
            Reset view
          </button>
        </div>
      )}
    </div>
  );
}
