import type { PageProps } from '../../app/pages';
import { PageHero } from '../../ui/PageHero';

/** A tool's page: the site shell with the tool's name and description, until its own module lands. */
export default function ToolPage({ route }: PageProps) {
  if (route.kind !== 'tool') return null;
  const { tool } = route;
  return <PageHero kicker={`Free tool · ${tool.category}`} title={tool.name} lead={tool.description} />;
}
