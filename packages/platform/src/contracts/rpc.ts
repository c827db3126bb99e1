import * as z from 'zod/mini';
import { errorBody } from './common.ts';
import { endpoint } from './endpoint.ts';
import { navigationItemSchema } from './navigation.ts';

/**
 * The RPC-style calls (docs/RULES.md#product-calls) and the entities they answer (docs/RULES.md#entities).
 * The spec gives no paths, so ours: POST {service url}{method}, the service's URL by default
 * {apiBase}rpc/{service}/ (rpc/rpcRequest.ts), the parameters as a JSON body, the result as JSON.
 * Fields the spec lists but does not describe are optional or nullable: a missing one is not a
 * reason to break the page.
 */
/** APV's two tax regimes (docs/RULES.md#apv-voluntary-retirement-savings). */
export const apvRegimes = ['A', 'B'] as const;
export const apvRegimeSchema = z.enum(apvRegimes);

/**
 * A goal's APV, on the goal: its regime, and the marginal tax rate the client asked the portal to
 * keep for regime B's estimate (never their income). Here with the goal, which the start-up reads;
 * APV's calls are contracts/apv.ts.
 */
export const goalApvSchema = z.object({
  regime: apvRegimeSchema,
  taxRate: z.optional(z.nullable(z.number().check(z.gte(0), z.lte(0.4)))),
});
export type GoalApv = z.infer<typeof goalApvSchema>;

export const goalSchema = z.object({
  id: z.union([z.string(), z.number()]),
  title: z.string(),
  archived: z.boolean(),
  starred: z.boolean(),
  currentCapital: z.number(),
  icon: z.optional(z.nullable(z.object({ code: z.string() }))),
  goalCategory: z.object({ code: z.string(), icon: z.optional(z.nullable(z.object({ code: z.string() }))) }),
  currency: z.object({ currencyCode: z.string() }),
  portfolio: z.optional(
    z.nullable(z.object({ investmentStrategyId: z.optional(z.nullable(z.union([z.string(), z.number()]))) })),
  ),
  /** What the client aims for, in the goal's currency, and by when (YYYY-MM-DD); not every goal has one. */
  target: z.optional(z.nullable(z.object({ amount: z.number(), date: z.optional(z.nullable(z.string())) }))),
  /** An APV goal's regime (docs/RULES.md#apv-voluntary-retirement-savings); absent on every other goal. */
  apv: z.optional(z.nullable(goalApvSchema)),
});
export type Goal = z.infer<typeof goalSchema>;

export const companySchema = z.object({ id: z.string(), name: z.string() });
export type Company = z.infer<typeof companySchema>;

export const userSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstname: z.string(),
  surname: z.string(),
  preferedName: z.optional(z.nullable(z.string())),
  /** "entity" for companies. */
  userType: z.optional(z.nullable(z.string())),
  isAdmin: z.optional(z.boolean()),
  companies: z.optional(z.array(companySchema)),
  manager: z.optional(z.nullable(z.object({ id: z.string(), firstname: z.string(), surname: z.string() }))),
  photoProfileId: z.optional(z.nullable(z.object({ value: z.string() }))),
  goals: z.optional(z.array(goalSchema)),
  insuranceContracts: z.optional(
    z.array(z.object({ id: z.union([z.string(), z.number()]), product: z.object({ title: z.string() }) })),
  ),
  userFinancialEntities: z.optional(
    z.array(z.object({ financialEntity: z.object({ uuid: z.string() }), status: z.string() })),
  ),
});
export type User = z.infer<typeof userSchema>;

export const riskProfileAmendmentSchema = z.object({
  uuid: z.string(),
  answeredAt: z.nullable(z.optional(z.string())),
  user: z.object({ id: z.string(), preferedName: z.optional(z.nullable(z.string())) }),
  riskProfile: z.object({ title: z.string() }),
});
export type RiskProfileAmendment = z.infer<typeof riskProfileAmendmentSchema>;

/** "Current user status": the onboarding step and a pending risk-profile amendment, if any. */
export const userStatusSchema = z.object({
  onboardingStep: z.string(),
  riskProfileAmendment: z.optional(z.nullable(riskProfileAmendmentSchema)),
});
export type UserStatus = z.infer<typeof userStatusSchema>;

export const activeCodeSchema = z.object({ code: z.string(), type: z.string(), active: z.boolean() });
export type ActiveCode = z.infer<typeof activeCodeSchema>;

export const configParamSchema = z.object({
  key: z.string(),
  valueType: z.string(),
  value: z.string(),
});
export type ConfigParam = z.infer<typeof configParamSchema>;

export const portalUserConfigSchema = z.object({
  termsAndConditionsId: z.optional(z.nullable(z.union([z.string(), z.number()]))),
  codeOfConductId: z.optional(z.nullable(z.object({ value: z.string() }))),
});
export type PortalUserConfig = z.infer<typeof portalUserConfigSchema>;

/** One client found by an administrator's search (docs/RULES.md#administrator-search: by name, email or id). */
export const clientSummarySchema = z.object({
  id: z.string(),
  firstname: z.string(),
  surname: z.string(),
  email: z.string(),
  userType: z.optional(z.nullable(z.string())),
});
export type ClientSummary = z.infer<typeof clientSummarySchema>;

/** Codes and keys the portal asks for (docs/RULES.md#calls). */
export const rpcConstants = {
  usInvitationCodeType: 'US_INVITATION',
  usdBoxConfigKey: 'ENABLE-USDBOX',
  newSidebarItemsKey: 'NEW_SIDEBAR_ITEMS',
} as const;

const noParams = z.object({});

/** The RPC calls by service and method: each is POST rpc/{service}/{method} under the default settings. */
export const rpcContract = {
  user: {
    getCurrentUser: endpoint({
      method: 'POST',
      path: 'rpc/user/getCurrentUser',
      summary: 'The signed-in client (or the one acted for): name, companies, manager, goals, insurance.',
      body: noParams,
      response: userSchema,
    }),
    getUserStatus: endpoint({
      method: 'POST',
      path: 'rpc/user/getUserStatus',
      summary: 'The onboarding step and a pending risk-profile amendment, if any.',
      body: noParams,
      response: userStatusSchema,
    }),
    answerRiskProfile: endpoint({
      method: 'POST',
      path: 'rpc/user/answerRiskProfile',
      summary: 'The client confirms (true) or rejects (false) the risk profile of an amendment.',
      body: z.object({ uuid: z.string(), userConfirmRiskProfile: z.boolean() }),
      response: z.object({ ok: z.boolean() }),
    }),
    searchClients: endpoint({
      method: 'POST',
      path: 'rpc/user/searchClients',
      summary:
        'Administrators only (403 otherwise): clients whose name, email or id contains the query (2 characters or more).',
      body: z.object({ query: z.string() }),
      response: z.array(clientSummarySchema),
      errors: { 403: errorBody },
    }),
  },
  codes: {
    getActiveCodes: endpoint({
      method: 'POST',
      path: 'rpc/codes/getActiveCodes',
      summary: 'The client’s active codes of a type (US_INVITATION: the US brokerage’s invitation).',
      body: z.object({ type: z.string() }),
      response: z.array(activeCodeSchema),
    }),
  },
  config: {
    getConfigParam: endpoint({
      method: 'POST',
      path: 'rpc/config/getConfigParam',
      summary:
        'A configuration parameter (ENABLE-USDBOX: a BOOL as the string "true" or "false"); 404 unknown.',
      body: z.object({ key: z.string() }),
      response: configParamSchema,
      errors: { 404: errorBody },
    }),
    getPortalUserConfig: endpoint({
      method: 'POST',
      path: 'rpc/config/getPortalUserConfig',
      summary: 'The portal’s documents for the client: terms and conditions, code of conduct.',
      body: noParams,
      response: portalUserConfigSchema,
    }),
    getPortalConfigParam: endpoint({
      method: 'POST',
      path: 'rpc/config/getPortalConfigParam',
      summary:
        'A portal parameter (NEW_SIDEBAR_ITEMS: the menu items marked "Nuevo", comma-separated); 404 unknown.',
      body: z.object({ key: z.string() }),
      response: configParamSchema,
      errors: { 404: errorBody },
    }),
  },
  navigation: {
    getNavigationDefinition: endpoint({
      method: 'POST',
      path: 'rpc/navigation/getNavigationDefinition',
      summary: 'The navigation definition the menu is built from.',
      body: noParams,
      response: z.array(navigationItemSchema),
    }),
  },
} as const;
