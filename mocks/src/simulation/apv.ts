import {
  type ApvCertificate,
  type ApvRegime,
  type ApvYear,
  apvRescueCost,
  apvYear,
  chileDate,
  type Goal,
  type Movement,
  regimeABonus,
  taxCertificateReadyOn,
} from '@portal/platform';
import { goalMoney } from './goalMoney.ts';
import { utmOf } from './indicators.ts';

/**
 * A person's APV as the backend counts it (docs/RULES.md#apv-voluntary-retirement-savings), from the
 * movements of their APV goals: the demo histories' and the ones placed in the portal. A deposit
 * counts in the calendar year (Chile's time) it was asked for, while the bank has not refused it; a
 * rescue likewise. The figures are apvRules.ts's, the rules the portal runs too.
 */

/** One APV movement, with the regime of its goal. */
interface ApvMovement {
  regime: ApvRegime;
  movement: Movement;
}

function apvMovementsOf(goals: readonly Goal[], added: readonly Movement[], today: string): ApvMovement[] {
  return goals.flatMap((goal) => {
    const regime = goal.apv?.regime;
    if (!regime) return [];
    const own = [...goalMoney(goal, today).movements, ...added.filter((each) => each.goalId === goal.id)];
    return own
      .filter((movement) => movement.status !== 'rejected' && movement.type !== 'portfolio-change')
      .map((movement) => ({ regime, movement }));
  });
}

const yearOf = (movement: Movement) => apvYear(new Date(movement.requestedAt));
const dayOf = (movement: Movement) => chileDate(movement.requestedAt);

function sum(movements: readonly ApvMovement[], year: number, regime: ApvRegime, type: Movement['type']) {
  return movements
    .filter((each) => each.regime === regime && each.movement.type === type && yearOf(each.movement) === year)
    .reduce((total, each) => total + each.movement.amount, 0);
}

/**
 * A year's savings and rescues under each regime, and the bonus that year's savings under A earn:
 * capped at 6 UTM of December of its year (of this month, for the year still running); a rescue
 * gives back 15 % of its amount.
 */
function figuresOf(movements: readonly ApvMovement[], year: number, today: string) {
  const savedA = sum(movements, year, 'A', 'deposit');
  const rescuedA = sum(movements, year, 'A', 'rescue');
  const month = String(year) === today.slice(0, 4) ? today.slice(0, 7) : `${year}-12`;
  const earned = regimeABonus({ savedA, utm: utmOf(month) });
  const bonus = Math.max(0, earned - apvRescueCost('A', rescuedA, earned).bonusGivenBack);
  return {
    earned,
    savedA,
    savedB: sum(movements, year, 'B', 'deposit'),
    rescuedA,
    rescuedB: sum(movements, year, 'B', 'rescue'),
    bonus,
  };
}

/** `GET api/apv`: this year's APV of a person with these goals, on `today` (Chile, YYYY-MM-DD). */
export function apvYearOf(goals: readonly Goal[], added: readonly Movement[], today: string): ApvYear {
  const year = Number(today.slice(0, 4));
  const movements = apvMovementsOf(goals, added, today);
  const now = figuresOf(movements, year, today);
  const last = figuresOf(movements, year - 1, today);
  const days = movements.map((each) => dayOf(each.movement)).sort();
  // This year's rescues under A give back the bonus tied to them from all the goal holds: this
  // year's first, then last year's still to come (what the rescue's cost said, apvRescueCost).
  const givenBack = apvRescueCost('A', now.rescuedA, now.earned + last.bonus).bonusGivenBack;
  return {
    year,
    asOf: days.at(-1) ?? null,
    savedA: now.savedA,
    savedB: now.savedB,
    rescuedA: now.rescuedA,
    rescuedB: now.rescuedB,
    bonus: {
      thisYear: Math.max(0, now.earned - givenBack),
      lastYear: last.bonus - Math.max(0, givenBack - now.earned),
    },
  };
}

/** What an APV goal under A holds of the state's bonus: last year's to come and this year's. */
export function bonusHeldOf(apv: ApvYear): number {
  return apv.bonus.lastYear + apv.bonus.thisYear;
}

/** The APV certificates: one per year with APV movements, newest first, issued 1 March of the next. */
export function apvCertificatesOf(
  goals: readonly Goal[],
  added: readonly Movement[],
  today: string,
): ApvCertificate[] {
  const movements = apvMovementsOf(goals, added, today);
  const years = [...new Set(movements.map((each) => yearOf(each.movement)))].sort((a, b) => b - a);
  return years.map((year) => {
    const figures = figuresOf(movements, year, today);
    const readyOn = taxCertificateReadyOn(year);
    return {
      year,
      readyOn,
      ready: readyOn <= today,
      savedA: figures.savedA,
      savedB: figures.savedB,
      bonus: figures.bonus,
      rescued: figures.rescuedA + figures.rescuedB,
    };
  });
}
