import { createContext, startTransition, useCallback, useContext, useEffect, useLayoutEffect, useState, type RefCallback, type RefObject } from 'react';

/** A drawing made of SVG: exported as itself (with its styles inlined), and rasterised for the PNG. */
export interface SvgSurface {
  kind: 'svg';
  element: SVGSVGElement;
}

/** A drawing on a canvas (Konva, WebGL, 2D): it paints itself at the size asked for. */
export interface RasterDrawing {
  /** Its natural size (only the proportions count). */
  size(): { width: number; height: number };
  /** A canvas `widthPx` × `heightPx` holding the drawing, at that resolution (not an enlarged screenshot). */
  toCanvas(widthPx: number, heightPx: number): HTMLCanvasElement | Promise<HTMLCanvasElement>;
}

export interface RasterSurface extends RasterDrawing {
  kind: 'raster';
  /** The surface on the page: surfaces are composed in document order. */
  element: Element;
}

export type ExportSurface = SvgSurface | RasterSurface;

/** The surfaces of one tool's figure, while they are mounted. */
export interface ExportRegistry {
  /** Adds a surface; returns its removal. */
  register(surface: ExportSurface): () => void;
  /**
   * Notes a part of the figure whose drawing is still to come (a scene that mounts once seen and
   * loads its code first); returns its removal. While one is coming, an empty figure is not yet
   * taken for one with nothing to save.
   */
  expect(): () => void;
  subscribe(listener: () => void): () => void;
  /** The surfaces, in the order they registered (a new array after each change). */
  snapshot(): readonly ExportSurface[];
  /** How many parts of the figure have their drawing still to come. */
  coming(): number;
}

/** No surfaces (the server's answer, and the start). */
export const NONE: readonly ExportSurface[] = [];

export function createExportRegistry(): ExportRegistry {
  let surfaces = NONE;
  let coming = 0;
  const listeners = new Set<() => void>();
  const changed = () => listeners.forEach((listener) => listener());
  return {
    register(surface) {
      surfaces = [...surfaces, surface];
      changed();
      return () => {
        surfaces = surfaces.filter((item) => item !== surface);
        changed();
      };
    },
    expect() {
      coming += 1;
      changed();
      let removed = false;
      return () => {
        if (removed) return;
        removed = true;
        coming -= 1;
        changed();
      };
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    snapshot: () => surfaces,
    coming: () => coming,
  };
}

/** What a figure's registry holds, as its buttons show it. */
export interface RegistryContents {
  /** False on the server and while the page hydrates, until the registry is first read. */
  read: boolean;
  surfaces: readonly ExportSurface[];
  coming: number;
}

const UNREAD: RegistryContents = { read: false, surfaces: NONE, coming: 0 };

/**
 * The registry's contents, read after each commit that changed it, in a transition. Not
 * `useSyncExternalStore`: the figure's surfaces register as the page hydrates, and a store that
 * reads differently then re-renders synchronously in the hydration's own task, on top of it,
 * taking the page's other effects with it. The first read sees every surface registered in the
 * same commit (layout effects run before this one).
 */
export function useRegistryContents(registry: ExportRegistry): RegistryContents {
  const [contents, setContents] = useState(UNREAD);
  useEffect(() => {
    const read = () => startTransition(() => setContents({ read: true, surfaces: registry.snapshot(), coming: registry.coming() }));
    read();
    return registry.subscribe(read);
  }, [registry]);
  return contents;
}

/** Surfaces in the order a reader meets them on the page (left to right, top to bottom in the DOM). */
export function inDocumentOrder(surfaces: readonly ExportSurface[]): ExportSurface[] {
  return [...surfaces].sort((a, b) => (a.element.compareDocumentPosition(b.element) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
}

/** Whether the figure is drawn in SVG alone, so it can be saved as an SVG file. */
export const allSvg = (surfaces: readonly ExportSurface[]): surfaces is readonly SvgSurface[] =>
  surfaces.length > 0 && surfaces.every((surface) => surface.kind === 'svg');

/** Provided by the tool page's figure; outside one (or on the server) nothing registers. */
export const VisualExportContext = createContext<ExportRegistry | null>(null);

/**
 * Registers a canvas-like drawing, shown by `target`'s element, while both are there; pass a
 * memoised drawing (or null while there is none). A layout effect, so the figure's buttons
 * know of it before the next paint.
 */
export function useExportSurface(target: RefObject<Element | null>, drawing: RasterDrawing | null): void {
  const registry = useContext(VisualExportContext);
  useLayoutEffect(() => {
    const element = target.current;
    if (!registry || !drawing || !element) return;
    return registry.register({ kind: 'raster', element, size: drawing.size, toCanvas: drawing.toCanvas });
  }, [registry, target, drawing]);
}

/**
 * While `coming`, notes a part of the figure whose drawing is still to come (ExportRegistry.expect):
 * a view that mounts once seen, after its code has loaded. A layout effect, as a surface's.
 */
export function useComingSurface(coming: boolean): void {
  const registry = useContext(VisualExportContext);
  useLayoutEffect(() => {
    if (!registry || !coming) return;
    return registry.expect();
  }, [registry, coming]);
}

/** A ref for a tool's main SVG diagram (`<svg ref={useSvgExport()}>`): it is saved as SVG and PNG. */
export function useSvgExport(): RefCallback<SVGSVGElement> {
  const registry = useContext(VisualExportContext);
  return useCallback<RefCallback<SVGSVGElement>>(
    (element) => {
      if (!registry || !element) return;
      return registry.register({ kind: 'svg', element });
    },
    [registry],
  );
}
