import type { LaunchOptions } from '@playwright/test';

export declare const chromiumExecutablePath: string | undefined;
export declare const chromiumArgs: string[];
export declare const testLaunchOptions: LaunchOptions;
export declare const wholeBrowserTestLaunchOptions: LaunchOptions;
