export declare const chromiumExecutablePath: string | undefined;
export declare const chromiumArgs: string[];
