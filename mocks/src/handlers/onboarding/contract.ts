import { onboardingContract } from '@portal/platform';
import { HttpResponse } from 'msw';
import { defineMockState } from '../../control/store.ts';
import { contract } from '../../fixtures/contract.ts';
import type { Persona } from '../../fixtures/personas.ts';
import { handle } from '../../http/contracted.ts';
import { accountIsOpen, advanceOnboarding, oncePerKey } from '../flowState.ts';
import { accountOf } from '../session.ts';

/** Who accepted which contract version and when, by account (persisted in the demo tab). */
const acceptances = defineMockState(
  'contract-acceptances',
  () => ({}) as Record<string, { version: string; acceptedAt: string }>,
  { persist: true },
);

/**
 * The acceptance of an account the fixtures give as open (docs/RULES.md#contract): the contract is
 * step 3 of the registration, so an open account accepted a version; the demo's open accounts all
 * accepted the one in force, a week after it came out. An account still registering has none.
 */
const openAccountAcceptance = { version: contract.version, acceptedAt: '2026-09-08T13:42:00.000Z' };

function acceptanceOf(account: Persona): { version: string; acceptedAt: string } | undefined {
  return (
    acceptances.get()[account.id] ??
    (accountIsOpen(account.id, account.status.onboardingStep) ? openAccountAcceptance : undefined)
  );
}

/** The contract, and this client's acceptance of its version (an older version's does not count). */
export const contractHandlers = [
  handle(onboardingContract.contract, ({ request }) => {
    const account = accountOf(request);
    if (account instanceof Response) return account;
    const accepted = acceptanceOf(account);
    return HttpResponse.json({
      ...contract,
      acceptedAt: accepted?.version === contract.version ? accepted.acceptedAt : null,
    });
  }),

  handle(onboardingContract.acceptContract, async ({ request }) => {
    const account = accountOf(request);
    if (account instanceof Response) return account;
    const once = oncePerKey(request, account.id);
    if (once instanceof Response) return once;
    const body = (await request.json().catch(() => null)) as { version?: unknown } | null;
    if (body?.version !== contract.version)
      return HttpResponse.json(
        {
          message: 'Revisa el contrato.',
          errors: { version: 'Hay una versión nueva del contrato: léela antes de aceptarla.' },
        },
        { status: 422 },
      );
    const acceptance = { version: contract.version, acceptedAt: new Date().toISOString() };
    acceptances.set({ ...acceptances.get(), [account.id]: acceptance });
    // Step 3 done: the account opens (FOURTH, docs/RULES.md#onboarding-step).
    advanceOnboarding(account.id, account.status.onboardingStep, 'THIRD', 'FOURTH');
    return once.created(acceptance);
  }),
];
