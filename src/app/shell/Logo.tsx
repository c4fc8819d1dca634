import { PRODUCT_NAME } from '../config';

/** The PromptArc mark: an arc over a baseline, as on a drawing. */
export function LogoMark({ size = 28, className }: { size?: number; className?: string }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" className={className}>
      <rect width="32" height="32" rx="8" fill="#1f4fbf" />
      <path d="M8 23a8 8 0 0 1 16 0" fill="none" stroke="#fff" strokeWidth="2.6" strokeLinecap="round" />
      <path d="M6 23h20" stroke="#fff" strokeWidth="2" strokeLinecap="round" opacity="0.7" />
      <circle cx="16" cy="11" r="2.2" fill="#fff" />
    </svg>
  );
}

export function LogoText() {
  return <span>{PRODUCT_NAME}</span>;
}
