import { PublicLayout } from '../../components/PublicLayout';
import { Features } from './landing/Features';
import { Hero } from './landing/Hero';
import { Pricing } from './landing/Pricing';

/** / (spec §1): the hero, the features and the pricing, prerendered at build time and hydrated after. */
export function Landing() {
  return (
    <PublicLayout anchors>
      <Hero />
      <Features />
      <Pricing />
    </PublicLayout>
  );
}
