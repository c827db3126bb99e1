import { InsuranceScreen } from '@portal/features';
import { useParams } from 'react-router';

/** /insurances/{id} (main layout): one insurance contract in detail, or why it is not there. */
export default function InsurancePage() {
  return <InsuranceScreen insuranceId={useParams().insuranceId} />;
}
