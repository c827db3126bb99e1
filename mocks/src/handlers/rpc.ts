import { rpcConstants, rpcContract } from '@portal/platform';
import { HttpResponse } from 'msw';
import { defineMockState } from '../control/store.ts';
import { accountIds, accounts, personas } from '../fixtures/personas.ts';
import { handle } from '../http/contracted.ts';
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

/** The risk-profile amendments answered, by their uuid (true: confirmed); back to none on a reset. */
const riskProfileAnswers = defineMockState('riskProfileAnswers', (): Record<string, boolean> => ({}));

const { user, codes, config, navigation } = rpcContract;

/** The refusal of a request without a usable session, or null when it has one. */
const signedIn = (request: Request): Response | null => {
  const persona = accountOf(request);
  return persona instanceof Response ? persona : null;
};

/** A config parameter the mock knows, or 404. */
const configParam = (key: string) => {
  const param = mockConfigParams[key];
  return param
    ? HttpResponse.json(param)
    : HttpResponse.json({ error: `Unknown key ${key}` }, { status: 404 });
};

/** The RPC calls as contracts/rpc.ts writes them: POST {apiBase}rpc/{service}/{method}. */
export const rpcHandlers = [
  handle(user.getCurrentUser, ({ request, reply }) => {
    const persona = accountOf(request);
    return persona instanceof Response ? persona : reply(persona.user);
  }),
  handle(user.getUserStatus, ({ request, reply }) => {
    const persona = accountOf(request);
    if (persona instanceof Response) return persona;
    const amendment = persona.status.riskProfileAmendment;
    const answered = amendment && amendment.uuid in riskProfileAnswers.get();
    return reply({
      ...persona.status,
      onboardingStep: onboardingStepOf(persona.id, persona.status.onboardingStep),
      riskProfileAmendment:
        amendment && answered ? { ...amendment, answeredAt: new Date().toISOString() } : amendment,
    });
  }),
  handle(user.answerRiskProfile, ({ request, body, reply }) => {
    const persona = accountOf(request);
    if (persona instanceof Response) return persona;
    riskProfileAnswers.set({ ...riskProfileAnswers.get(), [body.uuid]: body.userConfirmRiskProfile });
    return reply({ ok: true });
  }),
  handle(user.searchClients, ({ request, body, reply }) => {
    const refused = signedIn(request);
    if (refused) return refused;
    // Only an administrator searches, whoever they are acting as at the moment.
    const identity = identityOf(request);
    if (typeof identity === 'string' || !personas[identity.signedIn].user.isAdmin)
      return HttpResponse.json({ error: 'Administrators only' }, { status: 403 });
    const query = body.query.trim().toLowerCase();
    if (query.length < 2) return reply([]);
    return reply(
      accountIds
        .map((id) => accounts[id].user)
        .filter((account) => !account.isAdmin)
        .filter((account) =>
          [account.id, account.email, `${account.firstname} ${account.surname}`].some((field) =>
            field.toLowerCase().includes(query),
          ),
        )
        .map(({ id, firstname, surname, email, userType }) => ({ id, firstname, surname, email, userType })),
    );
  }),
  handle(codes.getActiveCodes, ({ request, body, reply }) => {
    const persona = accountOf(request);
    if (persona instanceof Response) return persona;
    return reply(persona.activeCodes.filter((code) => code.type === body.type && code.active));
  }),
  handle(config.getConfigParam, ({ request, body }) => signedIn(request) ?? configParam(body.key)),
  handle(config.getPortalConfigParam, ({ request, body }) => signedIn(request) ?? configParam(body.key)),
  handle(
    config.getPortalUserConfig,
    ({ request, reply }) =>
      signedIn(request) ??
      reply({ termsAndConditionsId: 'terms-2026', codeOfConductId: { value: 'conduct-2026' } }),
  ),
  handle(
    navigation.getNavigationDefinition,
    ({ request, reply }) =>
      signedIn(request) ?? reply(navigationItemsOf(['dashboard', 'advisor', 'discover'])),
  ),
];
