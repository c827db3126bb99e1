import * as z from 'zod/mini';

/**
 * Payloads of the product API (docs/RULES.md#entities), validated at the boundary. Shared with @portal/mocks so the
 * mock backend cannot drift from what the portal accepts. Fields the spec lists but does not describe
 * are optional or nullable: a missing one is not a reason to break the page.
 */
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

export const maintenanceStatusSchema = z.object({ in_maintenance: z.boolean() });
export type MaintenanceStatus = z.infer<typeof maintenanceStatusSchema>;

/** One client found by an administrator's search (docs/RULES.md#administrator-search: by name, email or id). */
export const clientSummarySchema = z.object({
  id: z.string(),
  firstname: z.string(),
  surname: z.string(),
  email: z.string(),
  userType: z.optional(z.nullable(z.string())),
});
export type ClientSummary = z.infer<typeof clientSummarySchema>;
