import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { isExternalUrl, SAMPLE_PDF_URL } from '../../app/config';
import { ExternalLink } from '../../ui/ExternalLink';

/**
 * 'Preview Templates' and 'Download Sample': the sample PDF in a new tab where one is configured,
 * else the contact page asking for the sample (src/app/defaults.ts), in this tab.
 */
export function SampleLink({ className, children }: { className?: string; children: ReactNode }) {
  return isExternalUrl(SAMPLE_PDF_URL) ? (
    <ExternalLink href={SAMPLE_PDF_URL} className={className}>{children}</ExternalLink>
  ) : (
    <Link href={SAMPLE_PDF_URL} className={className}>{children}</Link>
  );
}
