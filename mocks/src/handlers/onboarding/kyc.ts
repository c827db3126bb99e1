import { type Kyc, kycIssues, onboardingContract } from '@portal/platform';
import { HttpResponse } from 'msw';
import { defineMockState } from '../../control/store.ts';
import { handle } from '../../http/contracted.ts';
import { advanceOnboarding } from '../flowState.ts';
import { accountOf } from '../session.ts';

/** Each client's "Conoce a tu cliente" declaration (persisted in the demo tab). */
const declarations = defineMockState('kyc', () => ({}) as Record<string, Kyc>, { persist: true });
const emptyKyc: Kyc = {
  profession: '',
  fundsOrigin: '',
  fundsDetail: '',
  isPep: null,
  pepDetail: '',
  updatedAt: null,
};
const kycMessages: Record<string, Record<string, string>> = {
  profession: { required: 'Ingresa tu profesión u oficio.', length: 'Tu profesión va de 2 a 60 caracteres.' },
  fundsOrigin: { required: 'Elige el origen de tus fondos.' },
  fundsDetail: { required: 'Cuéntanos de dónde vienen tus fondos.' },
  isPep: { required: 'Indica si eres una persona expuesta políticamente.' },
  pepDetail: { required: 'Indica el cargo o el vínculo.' },
};

export const kycHandlers = [
  handle(onboardingContract.kyc, ({ request }) => {
    const account = accountOf(request);
    if (account instanceof Response) return account;
    return HttpResponse.json(declarations.get()[account.id] ?? emptyKyc);
  }),
  handle(onboardingContract.saveKyc, async ({ request }) => {
    const account = accountOf(request);
    if (account instanceof Response) return account;
    const body = (await request.json().catch(() => null)) as Partial<Kyc> | null;
    const kyc: Kyc = {
      profession: typeof body?.profession === 'string' ? body.profession.trim() : '',
      fundsOrigin: (typeof body?.fundsOrigin === 'string' ? body.fundsOrigin : '') as Kyc['fundsOrigin'],
      fundsDetail: typeof body?.fundsDetail === 'string' ? body.fundsDetail.trim() : '',
      isPep: typeof body?.isPep === 'boolean' ? body.isPep : null,
      pepDetail: typeof body?.pepDetail === 'string' ? body.pepDetail.trim() : '',
      updatedAt: new Date().toISOString(),
    };
    const issues = kycIssues(kyc);
    if (Object.keys(issues).length > 0)
      return HttpResponse.json(
        {
          message: 'Revisa tu declaración.',
          errors: Object.fromEntries(
            Object.entries(issues).map(([field, issue]) => [
              field,
              kycMessages[field]?.[issue] ?? 'Revisa este dato.',
            ]),
          ),
        },
        { status: 422 },
      );
    declarations.set({ ...declarations.get(), [account.id]: kyc });
    advanceOnboarding(account.id, account.status.onboardingStep, 'SECOND', 'THIRD');
    return HttpResponse.json(kyc);
  }),
];
