import { HomeHero } from '../features/home/home-hero.tsx';
import { HomeServices, HomeWhyUs } from '../features/home/home-services.tsx';
import { HomeStores } from '../features/home/home-stores.tsx';
import { LoyaltyCardSection } from '../features/home/loyalty-card.tsx';

export function Component() {
  return (
    <>
      <title>Natural State TCG | The Premier Trading Card Game Store in Arkansas</title>
      <HomeHero />
      <HomeStores />
      <HomeServices />
      <HomeWhyUs />
      <LoyaltyCardSection />
    </>
  );
}
