export const contentSecurityPolicy: string;
export const securityHeaders: Record<string, string>;
export const httpsOnlyHeaders: { 'Strict-Transport-Security': string };
export function headersFile(): string;
