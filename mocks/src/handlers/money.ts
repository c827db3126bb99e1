import {
  activeGoals,
  goalHistoryWire,
  type Movement,
  moneyContract,
  portfolioHistoryWire,
  taxCertificatesOn,
} from '@portal/platform';
import { HttpResponse } from 'msw';
import { strategies } from '../fixtures/strategies.ts';
import { handle } from '../http/contracted.ts';
import { apvCertificatesOf } from '../simulation/apv.ts';
import { goalMoney, usdClpRate } from '../simulation/goalMoney.ts';
import { indicatorsOn } from '../simulation/indicators.ts';
import { combineHistories, figuresOf, seriesPoints } from '../simulation/portfolio.ts';
import { sampleHistory } from '../simulation/sampleHistory.ts';
import {
  firstInvestedDay,
  monthEnd,
  statementMonths,
  statementOf,
  yearOf,
} from '../simulation/statements.ts';
import { addedMovements } from './flowState.ts';
import { simplePdf } from './frame/pdf.ts';
import { accountOf } from './session.ts';

/** Today in Chile (the history's last day), as YYYY-MM-DD. */
export function chileToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Santiago' }).format(now);
}

/** An amount as the statements' and certificates' PDFs write it ($1.234.000, US$250,50). */
const pdfMoney = (amount: number, currency: 'CLP' | 'USD') =>
  new Intl.NumberFormat('es-CL', {
    style: 'currency',
    currency,
    minimumFractionDigits: currency === 'USD' ? 2 : 0,
  }).format(amount);

/** A daily history from a day on, cut to the points asked for. */
function shownPart<T extends { date: string }>(points: readonly T[], from: string | null): T[] {
  return from ? points.filter((point) => point.date >= from) : [...points];
}

/**
 * The money of the account a request acts for (docs/RULES.md#money-contract, our contract): each
 * goal's daily history, its movements, the strategies and the dollar rate. Another client's goal
 * is not found (404), as a real backend would not say it exists.
 */
export const moneyHandlers = [
  handle(moneyContract.goalHistory, ({ request, params, query, reply }) => {
    const account = accountOf(request);
    if (account instanceof Response) return account;
    const goal = (account.user.goals ?? []).find((own) => String(own.id) === params.goalId);
    if (!goal) return HttpResponse.json({ error: 'Goal not found' }, { status: 404 });
    const from = query.from ?? null;
    const points = query.points ?? null;
    const today = chileToday();
    const shown = shownPart(goalMoney(goal, today).history, from);
    return reply(
      goalHistoryWire(
        {
          goalId: goal.id,
          currency: goal.currency.currencyCode === 'USD' ? 'USD' : 'CLP',
          points: points === null ? shown : sampleHistory(shown, points),
        },
        from ?? today,
      ),
    );
  }),

  // The active goals added up in pesos, dollars at the rate api/exchange-rates/USD-CLP gives today.
  handle(moneyContract.portfolioHistory, ({ request, query: asked, reply }) => {
    const account = accountOf(request);
    if (account instanceof Response) return account;
    const query = { from: asked.from ?? null, points: asked.points ?? null };
    const today = chileToday();
    const histories = activeGoals(account.user.goals).map((goal) => ({
      goalId: goal.id,
      currency: goal.currency.currencyCode === 'USD' ? ('USD' as const) : ('CLP' as const),
      points: goalMoney(goal, today).history,
    }));
    const rate = histories.some((history) => history.currency === 'USD') ? usdClpRate(today) : null;
    const shown = shownPart(seriesPoints(combineHistories(histories, rate?.rate ?? 1)), query.from);
    return reply(
      portfolioHistoryWire(
        query.points === null ? shown : sampleHistory(shown, query.points),
        query.from ?? today,
        rate,
        histories.map(figuresOf),
      ),
    );
  }),

  // The query's fields and bounds are the contract's (handle checks them first).
  handle(moneyContract.movements, ({ request, query, reply }) => {
    const account = accountOf(request);
    if (account instanceof Response) return account;
    const goalId = query.goalId === undefined ? null : String(query.goalId);
    const { type = null, status = null, from = null, to = null, page = 1, pageSize = 20 } = query;
    const goals = (account.user.goals ?? []).filter((goal) => goalId === null || String(goal.id) === goalId);
    if (goalId !== null && goals.length === 0)
      return HttpResponse.json({ error: 'Goal not found' }, { status: 404 });
    const today = chileToday();
    const added = addedMovements(account.id);
    const all: Movement[] = goals
      .flatMap((goal) => [
        ...added.filter((movement) => String(movement.goalId) === String(goal.id)),
        ...goalMoney(goal, today).movements,
      ])
      .filter((movement) => type === null || movement.type === type)
      .filter((movement) => status === null || movement.status === status)
      .filter((movement) => from === null || movement.requestedAt.slice(0, 10) >= from)
      .filter((movement) => to === null || movement.requestedAt.slice(0, 10) <= to)
      .sort((a, b) => b.requestedAt.localeCompare(a.requestedAt));
    return reply({
      items: all.slice((page - 1) * pageSize, page * pageSize),
      page,
      pageSize,
      total: all.length,
    });
  }),

  // GET api/statements: the client's monthly statements (cartolas), newest first.
  handle(moneyContract.statements, ({ request, reply }) => {
    const account = accountOf(request);
    if (account instanceof Response) return account;
    const months = statementMonths(account.user.goals ?? [], chileToday());
    return reply({ items: months.map((month) => ({ month, closedOn: monthEnd(month) })) });
  }),

  // GET api/statements/{YYYY-MM}: that month's statement as a PDF, goal by goal.
  handle(moneyContract.statement, ({ request, params }) => {
    const account = accountOf(request);
    if (account instanceof Response) return account;
    const { month } = params;
    const today = chileToday();
    if (!statementMonths(account.user.goals ?? [], today).includes(month))
      return HttpResponse.json({ error: 'Statement not found' }, { status: 404 });
    const { user } = account;
    const day = (iso: string) => iso.split('-').reverse().join('-');
    const lines = [
      `${user.firstname} ${user.surname} · cliente ${user.id}`,
      `Periodo: ${day(`${month}-01`)} al ${day(monthEnd(month))}`,
      '',
      ...statementOf(user.goals ?? [], month, today).flatMap((line) => [
        `${line.goal.title} (${line.currency})`,
        `  Saldo inicial ${pdfMoney(line.opening, line.currency)} · Depósitos ${pdfMoney(line.deposits, line.currency)} · Rescates ${pdfMoney(line.rescues, line.currency)}`,
        `  Rentabilidad ${pdfMoney(line.gain, line.currency)} (dividendos ${pdfMoney(line.dividends, line.currency)}, comisiones ${pdfMoney(line.fees, line.currency)}) · Saldo final ${pdfMoney(line.closing, line.currency)}`,
      ]),
    ];
    return new HttpResponse(simplePdf(`Cartola ${month}`, lines), {
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="cartola-${month}.pdf"`,
      },
    });
  }),

  // GET api/apv/certificates: a person's APV certificates, one per year with APV movements.
  handle(moneyContract.apvCertificates, ({ request, reply }) => {
    const account = accountOf(request);
    if (account instanceof Response) return account;
    return reply({
      items: apvCertificatesOf(account.user.goals ?? [], addedMovements(account.id), chileToday()),
    });
  }),

  // GET api/apv/certificates/{year}: that year's APV certificate as a PDF; 409 before it is issued.
  handle(moneyContract.apvCertificate, ({ request, params }) => {
    const account = accountOf(request);
    if (account instanceof Response) return account;
    const today = chileToday();
    const certificate = apvCertificatesOf(account.user.goals ?? [], addedMovements(account.id), today).find(
      (item) => String(item.year) === params.year,
    );
    if (!certificate) return HttpResponse.json({ error: 'APV certificate not found' }, { status: 404 });
    if (!certificate.ready)
      return HttpResponse.json(
        {
          message: `El certificado de APV de ${certificate.year} estará listo el ${certificate.readyOn.split('-').reverse().join('-')}.`,
          readyOn: certificate.readyOn,
        },
        { status: 409 },
      );
    const { user } = account;
    const lines = [
      `${user.firstname} ${user.surname} · cliente ${user.id}`,
      `Ahorro previsional voluntario (APV) · año ${certificate.year} (01-01-${certificate.year} al 31-12-${certificate.year})`,
      'Para tu declaración anual de impuesto a la renta (Formulario 22), art. 42 bis de la Ley de la Renta.',
      '',
      `Ahorrado en el régimen A ${pdfMoney(certificate.savedA, 'CLP')} · Bonificación fiscal del año ${pdfMoney(certificate.bonus, 'CLP')}`,
      `Ahorrado en el régimen B ${pdfMoney(certificate.savedB, 'CLP')} (rebajable de tu renta imponible)`,
      `Rescates del año ${pdfMoney(certificate.rescued, 'CLP')}`,
    ];
    return new HttpResponse(simplePdf(`Certificado de APV ${certificate.year}`, lines), {
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="certificado-apv-${certificate.year}.pdf"`,
      },
    });
  }),

  // GET api/tax-certificates: the annual tax certificates, newest first (docs/RULES.md#tax-certificates).
  handle(moneyContract.taxCertificates, ({ request, reply }) => {
    const account = accountOf(request);
    if (account instanceof Response) return account;
    const today = chileToday();
    return reply({
      items: taxCertificatesOn(firstInvestedDay(account.user.goals ?? [], today), today),
    });
  }),

  // GET api/tax-certificates/{year}: that year's certificate as a PDF; 409 before it is issued.
  handle(moneyContract.taxCertificate, ({ request, params }) => {
    const account = accountOf(request);
    if (account instanceof Response) return account;
    const today = chileToday();
    const goals = account.user.goals ?? [];
    const certificate = taxCertificatesOn(firstInvestedDay(goals, today), today).find(
      (item) => String(item.year) === params.year,
    );
    if (!certificate) return HttpResponse.json({ error: 'Tax certificate not found' }, { status: 404 });
    if (!certificate.ready)
      return HttpResponse.json(
        {
          message: `El certificado de ${certificate.year} estará listo el ${certificate.readyOn.split('-').reverse().join('-')}.`,
          readyOn: certificate.readyOn,
        },
        { status: 409 },
      );
    const { user } = account;
    const lines = [
      `${user.firstname} ${user.surname} · cliente ${user.id}`,
      `Año tributario ${certificate.year + 1} · año comercial ${certificate.year} (01-01-${certificate.year} al 31-12-${certificate.year})`,
      'Para tu declaración anual de impuesto a la renta (Formulario 22).',
      '',
      ...yearOf(goals, certificate.year, today).flatMap((line) => [
        `${line.goal.title} (${line.currency})`,
        `  Saldo al 1 de enero ${pdfMoney(line.opening, line.currency)} · Depósitos ${pdfMoney(line.deposits, line.currency)} · Rescates ${pdfMoney(line.rescues, line.currency)}`,
        `  Resultado del año ${pdfMoney(line.gain, line.currency)} (dividendos ${pdfMoney(line.dividends, line.currency)}, comisiones ${pdfMoney(line.fees, line.currency)}) · Saldo al 31 de diciembre ${pdfMoney(line.closing, line.currency)}`,
      ]),
    ];
    return new HttpResponse(simplePdf(`Certificado tributario ${certificate.year}`, lines), {
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="certificado-tributario-${certificate.year}.pdf"`,
      },
    });
  }),

  handle(moneyContract.strategies, ({ request, reply }) => {
    const account = accountOf(request);
    return account instanceof Response ? account : reply(strategies);
  }),

  handle(moneyContract.usdClp, ({ request, reply }) => {
    const account = accountOf(request);
    return account instanceof Response ? account : reply(usdClpRate(chileToday()));
  }),

  // GET api/indicators: the UF of the day and the UTM of the month (docs/RULES.md#apv-voluntary-retirement-savings).
  handle(moneyContract.indicators, ({ request, reply }) => {
    const account = accountOf(request);
    return account instanceof Response ? account : reply(indicatorsOn(chileToday()));
  }),
];
