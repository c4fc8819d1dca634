import { Component, createElement, lazy, Suspense, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { useSeen } from '../ui/useSeen';
import { ViewNotice } from '../ui/ViewNotice';
import { useWebglAvailable } from './webgl';
import * as css from './Scene3D.css';

/** What a 3D scene reports about its WebGL context. */
export interface Scene3DStatus {
  onContextLost: () => void;
  onContextRestored: () => void;
}

export interface Scene3DProps<P> {
  /** Loads the scene (three.js and react-three-fiber come with it, on the routes that need them). */
  load: () => Promise<{ default: ComponentType<P & Scene3DStatus> }>;
  /** The scene's own props. */
  props: P;
  /** What the scene shows, for screen readers. */
  label: string;
}

type Status = 'ok' | 'lost' | 'failed';

const lazyScenes = new WeakMap<object, ComponentType<never>>();

/**
 * One lazy component per loader, so re-renders keep the same scene. A failed download is
 * forgotten, so the view's next mount (the next visit to the page) tries again.
 */
function lazyScene<P>(load: Scene3DProps<P>['load']): ComponentType<P & Scene3DStatus> {
  let scene = lazyScenes.get(load) as ComponentType<P & Scene3DStatus> | undefined;
  if (!scene) {
    scene = lazy(() =>
      load().catch((error: unknown) => {
        lazyScenes.delete(load);
        throw error;
      }),
    );
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
 * A 3D view that mounts in the browser only, after hydration, once it comes on screen (three.js
 * is a large download and WebGL start-up is costly on a phone). Where WebGL cannot start it says
 * so plainly, and so it does while the context is lost or when the scene's code fails to download;
 * everything else on the page (controls, results, prompt) keeps working. A restored context
 * renders again.
 */
export function Scene3D<P>({ load, props, label }: Scene3DProps<P>) {
  const frame = useRef<HTMLDivElement>(null);
  const seen = useSeen(frame);
  const available = useWebglAvailable(seen);
  const [status, setStatus] = useState<Status>('ok');
  const state = available ? status : 'unavailable';

  return (
    <div ref={frame} className={css.frame} data-scene3d={state}>
      {seen && available && status !== 'failed' && (
        <div className={css.canvas} role="img" aria-label={label}>
          <SceneBoundary onFail={() => setStatus('failed')}>
            <Suspense fallback={null}>
              {createElement(lazyScene(load), {
                ...props,
                onContextLost: () => setStatus('lost'),
                onContextRestored: () => setStatus('ok'),
              })}
            </Suspense>
          </SceneBoundary>
        </div>
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
}
