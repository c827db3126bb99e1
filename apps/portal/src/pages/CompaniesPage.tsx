import { CompaniesScreen } from '@portal/features';
import { useSignedInSubject } from '../shell/EnterAsBanner.tsx';
import { currentEnterAsId, enterAsClient, enteredRole, leaveEnteredClient } from '../shell/enterAs.ts';
import { HomeLink } from './ActionLink.tsx';

/**
 * /companies (signed in, empty layout): "Cambiar usuario" (docs/RULES.md#roles-and-permissions), on the
 * app's enter-as: the account it shows, entering another, and the way back.
 */
export default function CompaniesPage() {
  const subject = useSignedInSubject();
  return (
    <CompaniesScreen
      entered={Boolean(currentEnterAsId())}
      roleIn={(account) => enteredRole(account, subject)}
      onEnter={(accountId, options) => enterAsClient(accountId, options)}
      onLeave={() => leaveEnteredClient()}
      actions={<HomeLink />}
    />
  );
}
