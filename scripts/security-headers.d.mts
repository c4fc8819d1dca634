export const contentSecurityPolicy: string;
export const securityHeaders: Record<string, string>;
export const httpsOnlyHeaders: { 'Strict-Transport-Security': string };
export function headersFile(): string;
export const embedContentSecurityPolicy: string;
export const embedSecurityHeaders: Record<string, string>;
export const EMBED_PREFIX: string;
export function securityHeadersFor(pathname: string, status: number): Record<string, string>;
