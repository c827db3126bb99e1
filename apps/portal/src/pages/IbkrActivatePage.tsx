import { SectionPage } from './parts.tsx';

/** /ibkr/activate (main layout): opening the US brokerage account. */
export default function IbkrActivatePage() {
  return <SectionPage id="ibkrActivate" width="narrow" />;
}
