import { rpcConstants } from '@portal/platform';
import { HttpResponse, http } from 'msw';
import { accountIds, accounts, personas } from '../fixtures/personas.ts';
import { onboardingStepOf } from './flowState.ts';
import { navigationItemsOf } from './frame/productData.ts';
import { accountOf, identityOf } from './session.ts';

/** Answered config parameters (docs/RULES.md#entities Config: ENABLE-USDBOX is a BOOL given as the string "true"/"false"). */
export const mockConfigParams: Record<string, { key: string; valueType: string; value: string }> = {
  [rpcConstants.usdBoxConfigKey]: { key: rpcConstants.usdBoxConfigKey, valueType: 'BOOL', value: 'true' },
  [rpcConstants.newSidebarItemsKey]: {
    key: rpcConstants.newSidebarItemsKey,
    valueType: 'STRING',
    value: 'discover,ibkr',
  },
};

/** Remembers risk-profile answers per persona for the session of the mock. */
export const riskProfileAnswers = new Map<string, boolean>();

/** The RPC paths of @portal/platform (rpcMethods): POST {apiBase}rpc/{service}/{method}. */
export const rpcHandlers = [
  http.post('*/rpc/:service/:method', async ({ request, params }) => {
    const persona = accountOf(request);
    if (persona instanceof Response) return persona;
    const body = (await request.json().catch(() => ({}))) as Record<string, unknown>;
    switch (`${params.service}.${params.method}`) {
      case 'user.getCurrentUser':
        return HttpResponse.json(persona.user);
      case 'user.getUserStatus': {
        const amendment = persona.status.riskProfileAmendment;
        const answered = amendment && riskProfileAnswers.has(amendment.uuid);
        return HttpResponse.json({
          ...persona.status,
          onboardingStep: onboardingStepOf(persona.id, persona.status.onboardingStep),
          riskProfileAmendment:
            amendment && answered ? { ...amendment, answeredAt: new Date().toISOString() } : amendment,
        });
      }
      case 'user.answerRiskProfile': {
        if (typeof body.uuid !== 'string' || typeof body.userConfirmRiskProfile !== 'boolean')
          return HttpResponse.json(
            { error: 'uuid and userConfirmRiskProfile are required' },
            { status: 400 },
          );
        riskProfileAnswers.set(body.uuid, body.userConfirmRiskProfile);
        return HttpResponse.json({ ok: true });
      }
      case 'user.searchClients': {
        // Only an administrator searches, whoever they are acting as at the moment.
        const identity = identityOf(request);
        if (typeof identity === 'string' || !personas[identity.signedIn].user.isAdmin)
          return HttpResponse.json({ error: 'Administrators only' }, { status: 403 });
        const query = typeof body.query === 'string' ? body.query.trim().toLowerCase() : '';
        if (query.length < 2) return HttpResponse.json([]);
        return HttpResponse.json(
          accountIds
            .map((id) => accounts[id].user)
            .filter((user) => !user.isAdmin)
            .filter((user) =>
              [user.id, user.email, `${user.firstname} ${user.surname}`].some((field) =>
                field.toLowerCase().includes(query),
              ),
            )
            .map(({ id, firstname, surname, email, userType }) => ({
              id,
              firstname,
              surname,
              email,
              userType,
            })),
        );
      }
      case 'codes.getActiveCodes':
        return HttpResponse.json(
          persona.activeCodes.filter((code) => code.type === body.type && code.active),
        );
      case 'config.getConfigParam':
      case 'config.getPortalConfigParam': {
        const param = typeof body.key === 'string' ? mockConfigParams[body.key] : undefined;
        return param
          ? HttpResponse.json(param)
          : HttpResponse.json({ error: 'Unknown key' }, { status: 404 });
      }
      case 'config.getPortalUserConfig':
        return HttpResponse.json({
          termsAndConditionsId: 'terms-2026',
          codeOfConductId: { value: 'conduct-2026' },
        });
      case 'navigation.getNavigationDefinition':
        return HttpResponse.json(navigationItemsOf(['dashboard', 'advisor', 'discover']));
      default:
        return HttpResponse.json(
          { error: `Unknown method ${params.service}.${params.method}` },
          { status: 404 },
        );
    }
  }),
];
