import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { scrollToAnchor } from '../utils/scroll-to-anchor';
import { ChallengeSolutionSection } from './challenge-solution-section';
import { FeaturesSection } from './features-section';
import { type FinalCtaProps, FinalCtaSection } from './final-cta-section';
import { HeroSection } from './hero-section';
import { HowItWorksSection } from './how-it-works-section';
import { IntegrationsSection } from './integrations-section';
import { TestimonialsSection } from './testimonials-section';
import { WhyAgentsSection } from './why-agents-section';

/** The eight sections of PRODUCT.md §2 in order; arriving with a #hash scrolls to that section. */
export function LandingPage(props: FinalCtaProps) {
  const { hash } = useLocation();
  useEffect(() => {
    if (hash) scrollToAnchor(decodeURIComponent(hash.slice(1)));
  }, [hash]);
  return (
    <>
      <HeroSection />
      <IntegrationsSection />
      <FeaturesSection />
      <HowItWorksSection />
      <ChallengeSolutionSection />
      <WhyAgentsSection />
      <TestimonialsSection />
      <FinalCtaSection {...props} />
    </>
  );
}
