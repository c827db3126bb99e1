import { SectionPage } from './parts.tsx';

/** /pricing (main layout): what investing costs. */
export default function PricingPage() {
  return <SectionPage id="pricing" />;
}
