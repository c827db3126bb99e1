import {
  type FavoriteGoal,
  favoriteRefusal,
  formatMoney,
  type Goal,
  goalsContract,
  keptFavorite,
} from '@portal/platform';
import { HttpResponse } from 'msw';
import { defineMockState } from '../../control/store.ts';
import { handle } from '../../http/contracted.ts';
import { createdGoals } from '../flowState.ts';
import { notifyClient } from '../inbox.ts';
import { accountOf } from '../session.ts';

/**
 * The favourite goal (docs/RULES.md#favourite-goal), by account: what the client chose, or, before
 * they chose, the starred goal when it may be one (Camila's Casa propia), else the rule's pick.
 */
const favorites = defineMockState('favorite-goal', (): Record<string, string | number | null> => ({}), {
  persist: true,
});

/** Sets what an account chose, past the PUT's checks: a favourite that became archived, for tests. */
export function storeFavorite(accountId: string, goalId: string | number | null): void {
  favorites.set({ ...favorites.get(), [accountId]: goalId });
}

const goalsOf = (account: { id: string; user: { goals?: Goal[] | null } }) => [
  ...(account.user.goals ?? []),
  ...createdGoals(account.id),
];

function chosenBy(account: { id: string; user: { goals?: Goal[] | null } }): string | number | null {
  const stored = favorites.get()[account.id];
  if (stored !== undefined) return stored;
  const starred = goalsOf(account).find((goal) => goal.starred && favoriteRefusal(goal) === null);
  return starred?.id ?? null;
}

const whyWords = { archived: 'se archivó', emptied: 'quedó sin saldo' } as const;

export const favoriteGoalHandlers = [
  // GET api/favorite-goal: the favourite as the rule keeps it; a move the rule made is told once,
  // here and in the inbox.
  handle(goalsContract.favorite, ({ request }) => {
    const account = accountOf(request);
    if (account instanceof Response) return account;
    const goals = goalsOf(account);
    const chosen = chosenBy(account);
    const kept: FavoriteGoal = keptFavorite(goals, chosen);
    if (kept.goalId !== chosen) favorites.set({ ...favorites.get(), [account.id]: kept.goalId });
    if (kept.reassigned) {
      const from = goals.find((goal) => String(goal.id) === String(kept.reassigned?.from));
      const to = goals.find((goal) => String(goal.id) === String(kept.goalId));
      notifyClient(request, {
        title: 'Cambiamos tu meta favorita',
        description: to
          ? `${from?.title ?? 'Tu meta favorita'} ${whyWords[kept.reassigned.why]}: las transferencias sin meta ahora llegan a ${to.title}.`
          : `${from?.title ?? 'Tu meta favorita'} ${whyWords[kept.reassigned.why]} y no tienes otra meta en pesos con saldo: elige una cuando la tengas.`,
        icon: 'star',
        link: '/goals',
      });
    }
    return HttpResponse.json(kept);
  }),

  // PUT api/favorite-goal {goalId}: the client's choice; refused on its field (422) when that goal
  // may not be one; told in the inbox.
  handle(goalsContract.setFavorite, async ({ request }) => {
    const account = accountOf(request);
    if (account instanceof Response) return account;
    const body = (await request.json().catch(() => null)) as { goalId?: unknown } | null;
    const goal = goalsOf(account).find((each) => String(each.id) === String(body?.goalId));
    if (!goal)
      return HttpResponse.json(
        { message: 'Revisa la meta.', errors: { goalId: 'Esa meta no es tuya.' } },
        { status: 422 },
      );
    const refusal = favoriteRefusal(goal);
    if (refusal)
      return HttpResponse.json(
        {
          message: 'Revisa la meta.',
          errors: {
            goalId: {
              archived: 'Una meta archivada no puede ser tu favorita.',
              emptied: `Una meta sin saldo no puede ser tu favorita: deposita en ${goal.title} primero.`,
              currency: 'Tu meta favorita recibe transferencias en pesos: elige una meta en pesos.',
            }[refusal],
          },
        },
        { status: 422 },
      );
    // Already the favourite (a retry whose first answer was lost): nothing changes, nothing is told.
    const unchanged = String(chosenBy(account)) === String(goal.id);
    favorites.set({ ...favorites.get(), [account.id]: goal.id });
    if (!unchanged)
      notifyClient(request, {
        title: 'Cambiaste tu meta favorita',
        description: `Las transferencias en pesos que no indiquen una meta llegarán a ${goal.title} (hoy ${formatMoney(goal.currentCapital, 'CLP')}).`,
        icon: 'star',
        link: `/goals/${goal.id}`,
      });
    return HttpResponse.json({ goalId: goal.id, reassigned: null } satisfies FavoriteGoal);
  }),
];
