import {
  type ApvRegime,
  apvRegimes,
  companyGoalCategories,
  fitsCurrency,
  goalSchema,
  latestTargetMonth,
  minimumTarget,
  type NewGoalRequest,
  newGoalCategories,
  newGoalLimits,
  type Product,
  type User,
} from '@portal/platform';
import * as z from 'zod/mini';
import { choiceField } from '../../kit/choiceField.ts';
import { defineStepFlow, stepFlowDraftFields, unsentFlowDraft } from '../../stepFlow/defineStepFlow.ts';
import { type AmountTypingIssue, amountTypingIssue, parseAmountInput } from '../amountInput.ts';

// The new-goal flow's rules (docs/RULES.md#new-goal), pure: its steps, the forms' schemas, the request and the
// draft kept across a reload. The plan's numbers are goalPlanRules.ts.

export const goalNewDraftSchema = z.object({
  category: z.string(),
  title: z.string(),
  targetAmount: z.string(),
  /** YYYY-MM, as a month field gives it. */
  targetMonth: z.string(),
  initial: z.string(),
  monthly: z.string(),
  strategyId: z.nullable(z.number()),
  /** An APV goal's regime ('' until chosen) and the marginal rate the client asked to keep. */
  apvRegime: z.optional(z.string()),
  apvTaxRate: z.optional(z.nullable(z.number())),
  ...stepFlowDraftFields(goalSchema),
});
export type GoalNewDraft = z.infer<typeof goalNewDraftSchema>;
/** The plan step's own fields; the strategy it proposes is shown there, not typed. */
/** The first step's fields as the server names them (the month is its targetDate). */
const metaFields = ['category', 'title', 'targetAmount', 'targetDate', 'apvRegime'];

export const goalPlanFields = ['initial', 'monthly'] as const;

/**
 * The server's errors the plan step has no field for (the strategy it proposed, or a field the
 * portal does not know): said on the step as they come, never dropped.
 */
export function planStepNotices(errors: Record<string, string> | null): string[] {
  return Object.entries(errors ?? {})
    .filter(
      ([field]) => !metaFields.includes(field) && !(goalPlanFields as readonly string[]).includes(field),
    )
    .map(([, message]) => message);
}

/**
 * A savings product opened as a goal (docs/RULES.md#savings-products): its code, name, currency, the
 * category its goals take, its smallest deposit and its one strategy's risk.
 */
export type GoalProduct = Pick<
  Product,
  'code' | 'name' | 'currency' | 'categories' | 'minimumDeposit' | 'risk'
>;

/**
 * Who opens the goal, for its kinds (docs/RULES.md#apv-voluntary-retirement-savings): a person may
 * open an APV, one per regime (`held`); a company never.
 */
export interface ApvOpening {
  allowed: boolean;
  held: readonly ApvRegime[];
}

/** A client's opening of an APV: a person's (not a company's), minus the regimes they hold. */
export function apvOpeningOf(user: Pick<User, 'userType' | 'goals'> | undefined): ApvOpening {
  const held = (user?.goals ?? []).flatMap((goal) => (goal.apv && !goal.archived ? [goal.apv.regime] : []));
  // One per regime: with both held there is no APV left to open.
  return {
    allowed: user !== undefined && user.userType !== 'entity' && held.length < apvRegimes.length,
    held,
  };
}

export type GoalMetaIssue =
  | 'category'
  | 'apvRegime'
  | 'apvRegimeHeld'
  | 'title'
  | 'targetAmount'
  | 'targetAmountMax'
  | 'targetMonth'
  | 'targetMonthFar'
  | AmountTypingIssue;

/**
 * The first step: a kind, a name, a target of at least $100.000 (at most $10.000.000.000) and a month
 * after this one, at most 50 years on. A savings product's goal takes the product's kind, and its
 * target is in the product's currency (at least US$1.000 in dollars, to the cent). An amount typed
 * wrong says how (a minus, another currency, thousands with commas, no number).
 */
export function goalMetaSchema(
  thisMonth: string,
  message: (issue: GoalMetaIssue) => string,
  product: GoalProduct | undefined,
  apv: ApvOpening,
) {
  const kinds: readonly string[] = product
    ? product.categories
    : apv.allowed
      ? newGoalCategories
      : companyGoalCategories;
  const currency = product?.currency ?? 'CLP';
  return z
    .object({
      category: choiceField(),
      title: z.string(),
      targetAmount: z.string(),
      targetMonth: z.string(),
      apvRegime: z.optional(z.string()),
    })
    .check(
      z.check((payload) => {
        const value = payload.value;
        const push = (field: keyof typeof value, issue: GoalMetaIssue) => {
          payload.issues.push({
            code: 'custom',
            message: message(issue),
            input: value[field],
            path: [field],
          });
        };
        if (!kinds.includes(value.category)) push('category', 'category');
        else if (value.category === 'apv') {
          const regime = apvRegimes.find((each) => each === value.apvRegime);
          if (!regime) push('apvRegime', 'apvRegime');
          else if (apv.held.includes(regime)) push('apvRegime', 'apvRegimeHeld');
        }
        const title = value.title.trim();
        if (title.length < 2 || title.length > 40) push('title', 'title');
        const typing = amountTypingIssue(value.targetAmount, currency);
        const amount = parseAmountInput(value.targetAmount);
        if (typing) push('targetAmount', typing);
        else if (amount === null || !fitsCurrency(amount, currency) || amount < minimumTarget[currency])
          push('targetAmount', 'targetAmount');
        else if (amount > newGoalLimits.maximumTarget[currency]) push('targetAmount', 'targetAmountMax');
        if (!/^\d{4}-\d{2}$/.test(value.targetMonth) || value.targetMonth <= thisMonth)
          push('targetMonth', 'targetMonth');
        else if (value.targetMonth > latestTargetMonth(thisMonth)) push('targetMonth', 'targetMonthFar');
      }),
    );
}

export type GoalPlanIssue = 'initial' | 'monthly' | 'initialMax' | 'monthlyMax' | AmountTypingIssue;

/**
 * The second step: whole pesos (or dollars to the cent, for a product in dollars), each at most what
 * one deposit may be, the monthly at least the minimum (or 0); an amount typed wrong says how.
 */
export function goalPlanSchema(
  minimumMonthly: number,
  message: (issue: GoalPlanIssue) => string,
  currency: 'CLP' | 'USD' = 'CLP',
) {
  return z.object({ initial: z.string(), monthly: z.string() }).check(
    z.check((payload) => {
      const push = (field: 'initial' | 'monthly', issue: GoalPlanIssue) =>
        payload.issues.push({
          code: 'custom',
          message: message(issue),
          input: payload.value[field],
          path: [field],
        });
      const maximum = newGoalLimits.maximumAmount[currency];
      const initial = parseAmountInput(payload.value.initial || '0');
      const monthly = parseAmountInput(payload.value.monthly || '0');
      const initialTyping = amountTypingIssue(payload.value.initial, currency);
      const monthlyTyping = amountTypingIssue(payload.value.monthly, currency);
      if (initialTyping) push('initial', initialTyping);
      else if (initial === null || !fitsCurrency(initial, currency)) push('initial', 'initial');
      else if (initial > maximum) push('initial', 'initialMax');
      if (monthlyTyping) push('monthly', monthlyTyping);
      else if (
        monthly === null ||
        !fitsCurrency(monthly, currency) ||
        (monthly !== 0 && monthly < minimumMonthly)
      )
        push('monthly', 'monthly');
      else if (monthly > maximum) push('monthly', 'monthlyMax');
    }),
  );
}

/**
 * A new goal's steps as the URL names them: what for (kind, name, target, month), the plan, the
 * summary that creates it, the goal created. The plan needs the first step done; the summary a
 * strategy; a refusal sends the client to its step (the server's fields of the first step, the
 * plan for any other).
 */
export const goalNewFlow = defineStepFlow({
  steps: ['meta', 'plan', 'resumen', 'listo'] as const,
  draft: {
    schema: goalNewDraftSchema,
    empty: {
      category: '',
      title: '',
      targetAmount: '',
      targetMonth: '',
      initial: '',
      monthly: '',
      strategyId: null,
      apvRegime: '',
      apvTaxRate: null,
      ...unsentFlowDraft,
    },
    // A savings product's goal has a draft of its own (its code is the scope).
    key: (product) => (product ? `portal.draft.goal-new.${product}` : 'portal.draft.goal-new'),
  },
  fieldsOfStep: { meta: metaFields },
  otherErrorsStep: 'plan',
  complete: {
    meta: (draft) => Boolean(draft.category && draft.title && draft.targetAmount && draft.targetMonth),
    plan: (draft) => draft.strategyId !== null,
  },
});
export type GoalNewStep = (typeof goalNewFlow.steps)[number];

/**
 * Where a kept draft goes when its first step no longer passes the rules (kept from before a limit,
 * or edited by hand: a month in the year 9500): back to that step, which says why, and no plan is
 * drawn of it (null: the step asked for).
 */
export function recheckedStep(
  at: GoalNewStep,
  draft: GoalNewDraft,
  rules: { today: string; product: GoalProduct | undefined; apv: ApvOpening },
): GoalNewStep | null {
  if (at !== 'plan' && at !== 'resumen') return null;
  const meta = goalMetaSchema(rules.today.slice(0, 7), () => '', rules.product, rules.apv);
  return meta.safeParse(draft).success ? null : 'meta';
}

/** What the draft asks the server for (for a savings product, its code too). */
export function goalNewRequestOf(draft: GoalNewDraft, product?: Pick<GoalProduct, 'code'>): NewGoalRequest {
  return {
    category: draft.category,
    ...(product ? { product: product.code } : {}),
    title: draft.title.trim(),
    target: { amount: parseAmountInput(draft.targetAmount) ?? 0, date: `${draft.targetMonth}-01` },
    initial: parseAmountInput(draft.initial || '0') ?? 0,
    monthly: parseAmountInput(draft.monthly || '0') ?? 0,
    strategyId: draft.strategyId ?? 0,
    ...(draft.category === 'apv' && (draft.apvRegime === 'A' || draft.apvRegime === 'B')
      ? {
          apv: {
            regime: draft.apvRegime,
            taxRate: draft.apvRegime === 'B' ? (draft.apvTaxRate ?? null) : null,
          },
        }
      : {}),
  };
}
