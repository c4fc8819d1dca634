import { useEffect } from 'react';
import { usePricing } from '../../app/clock';
import { scrollToAnchor } from '../../ui/anchors';
import { BuyLink } from './BuyLink';
import { Faq } from './Faq';
import { Features } from './Features';
import { FinalCta } from './FinalCta';
import { Hero } from './Hero';
import { HowItWorks } from './HowItWorks';
import { Pricing } from './Pricing';
import { SaleBanner } from './SaleBanner';
import { Templates } from './Templates';
import { Testimonials } from './Testimonials';

export default function LandingPage() {
  const pricing = usePricing();

  // A hash in the address (a shared link, or a section link from another page) scrolls there on load.
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (id) scrollToAnchor(window, id, false);
  }, []);

  return (
    <>
      <Hero pricing={pricing} />
      <Features />
      <Templates buyLink={<BuyLink pricing={pricing} label="Get All Templates Now" />} />
      <HowItWorks />
      <Testimonials />
      <Pricing pricing={pricing} />
      <FinalCta pricing={pricing} />
      <SaleBanner pricing={pricing} />
      <Faq />
    </>
  );
}
