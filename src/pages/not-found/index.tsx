import { useEffect } from 'react';
import { Link } from 'wouter';
import type { PageProps } from '../../app/pages';
import { button } from '../../ui/button.css';
import { PageHero } from '../../ui/PageHero';

export default function NotFoundPage({ route }: PageProps) {
  const path = route.kind === 'not-found' ? route.path : '';
  useEffect(() => {
    console.warn(`Page not found: ${path}`);
  }, [path]);
  return (
    <PageHero
      kicker="404"
      title="Oops! Page not found"
      lead="The page you are looking for does not exist or has moved."
      actions={<Link href="/" className={button()}>Return to Home</Link>}
    />
  );
}
