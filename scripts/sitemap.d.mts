export declare function sitemapXml(siteUrl: string, paths: string[], day: string): string;
