import type { Page } from '@playwright/test';
export declare function measureRouteJs(page: Page, baseUrl: string, path: string): Promise<{ files: string[]; gzipBytes: number }>;
