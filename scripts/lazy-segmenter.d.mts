import type { Plugin } from 'vite';
export declare const KONVA_TEXT: RegExp;
export declare function lazySegmenter(code: string): string;
export declare function lazySegmenterPlugin(): Plugin;
