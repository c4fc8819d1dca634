import { PageHero } from '../../ui/PageHero';

export default function Page() {
  return <PageHero title="privacy" />;
}
