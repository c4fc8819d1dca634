export interface PrecacheManifest {
  version: string;
  pages: string[];
  files: string[];
}
export declare const isPrecached: (path: string) => boolean;
export declare const routeFile: (route: string) => string;
export declare function precacheManifest(files: { path: string; hash: string }[], routes: string[]): PrecacheManifest;
export declare function hashFiles(dir: string): Promise<{ path: string; hash: string }[]>;
