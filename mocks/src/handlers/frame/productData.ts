import type {
  Goal,
  InboxBody,
  Message,
  Movement,
  NavigationItemPayload,
  Notification,
  Shortcut,
  User,
} from '@portal/platform';
import { activeGoals } from '@portal/platform';
import { advisorName, advisors } from '../../fixtures/advisors.ts';
import { accountIdByClientCode } from '../../fixtures/personas.ts';
import { goalMoney } from '../../simulation/goalMoney.ts';

/** Product payloads whose bodies the spec does not show (docs/RULES.md#entities): the contract's shapes. */
export type { Message, Notification, Shortcut };
export type NotificationBody = InboxBody;
export interface Funding {
  id: string;
  goalId: number | string;
  amount: number;
  currency: string;
  status: 'pending' | 'confirmed' | 'rejected';
  createdAt: string;
}

/** What one persona's inbox and shortcuts hold: each refers to that client's own goals. */
export interface PersonaInbox {
  messages: Message[];
  notifications: Notification[];
  shortcuts: Shortcut[];
}

const money = (amount: number, currency: string) =>
  currency === 'USD'
    ? `US$${amount.toLocaleString('es-CL')}`
    : new Intl.NumberFormat('es-CL', { style: 'currency', currency: 'CLP' }).format(amount);

/** The goal a persona's news is about: the starred one, else the first active one. */
export function featuredGoal(user: User): Goal | undefined {
  const active = activeGoals(user.goals);
  return active.find((goal) => goal.starred) ?? active[0];
}

const currencyOf = (goal: Goal) => goal.currency?.currencyCode ?? 'CLP';

/** How far back the fundings list goes (the pending-transactions page shows the pending ones). */
const fundingDays = 45;
const fundingStatus = { pending: 'pending', completed: 'confirmed', rejected: 'rejected' } as const;

/**
 * A client's fundings (docs/RULES.md#product-calls fundings/): the deposits of their active goals of the last weeks,
 * the same movements the activity page lists (ids, amounts, days), so both pages agree; `added` are
 * the deposit orders the flows made in this run (flowState.ts), newest first.
 */
export function fundingsFor(user: User, today: string, added: readonly Movement[] = []): Funding[] {
  const since = new Date(Date.parse(`${today}T00:00:00Z`) - fundingDays * 86_400_000).toISOString();
  const active = activeGoals(user.goals);
  const ids = new Set(active.map((goal) => String(goal.id)));
  return [
    ...added.filter((movement) => ids.has(String(movement.goalId))),
    ...active.flatMap((goal) => goalMoney(goal, today).movements),
  ]
    .filter((movement) => movement.type === 'deposit' && movement.requestedAt >= since)
    .map((movement) => ({
      id: movement.id,
      goalId: movement.goalId,
      amount: movement.amount,
      currency: movement.currency,
      status: fundingStatus[movement.status],
      createdAt: movement.requestedAt,
    }));
}

/** A goal's newest movement of a kind and status (movements come newest first). */
const latest = (goal: Goal, today: string, status: Movement['status']) =>
  goalMoney(goal, today).movements.find(
    (movement) => movement.type === 'deposit' && movement.status === status,
  );

/**
 * A persona's messages, notifications and shortcuts, derived from their own goals and movements so
 * the numbers agree with what their pages show (no client reads about another client's "Casa propia").
 */
export function inboxFor(user: User, today: string): PersonaInbox {
  const featured = featuredGoal(user);
  const second = activeGoals(user.goals).filter((goal) => goal.id !== featured?.id)[0];
  const messages: Message[] = [];
  const notifications: Notification[] = [];

  if (featured) {
    const received = latest(featured, today, 'completed');
    // From the advisor /advisor and the chat name ("Tu asesora Daniela Muñoz Pérez").
    const account = accountIdByClientCode(user.id);
    const advisor = account ? advisors[account] : null;
    messages.push({
      id: 'msg-1',
      read: false,
      message: {
        title: advisor
          ? `Tu ${advisor.role.split(' ')[0]?.toLowerCase()} ${advisorName(advisor)}`
          : 'Tu equipo de asesoría',
        description: `Revisemos juntos tu meta «${featured.title}» esta semana.`,
        time: '2026-11-20T14:30:00Z',
        link: `/goals/${featured.id}`,
      },
    });
    if (received)
      notifications.push({
        id: 'ntf-1',
        read: false,
        notification: {
          title: 'Depósito recibido',
          description: `Recibimos tu depósito de ${money(received.amount, currencyOf(featured))} para «${featured.title}».`,
          time: received.settledAt ?? received.requestedAt,
          icon: 'heroicons_outline:banknotes',
          link: `/goals/${featured.id}`,
        },
      });
  } else if (user.isAdmin) {
    notifications.push({
      id: 'ntf-1',
      read: false,
      notification: {
        title: 'Acceso de administración',
        description: 'Puedes entrar como un cliente desde «Cambiar usuario».',
        time: '2026-11-21T10:15:00Z',
        icon: 'heroicons_outline:user-group',
        link: '/companies',
      },
    });
  } else {
    notifications.push({
      id: 'ntf-1',
      read: false,
      notification: {
        title: 'Termina tu registro',
        description: 'Te faltan unos pasos para empezar a invertir.',
        time: '2026-11-21T10:15:00Z',
        icon: 'heroicons_outline:clipboard-document-check',
        link: '/onboarding',
      },
    });
  }

  const onItsWay = second ? latest(second, today, 'pending') : undefined;
  if (second && onItsWay) {
    notifications.push({
      id: 'ntf-2',
      read: false,
      notification: {
        title: 'Depósito en proceso',
        description: `Tu depósito de ${money(onItsWay.amount, currencyOf(second))} a «${second.title}» está en proceso: lo verás en tu meta en 2 días hábiles.`,
        time: onItsWay.requestedAt,
        icon: 'heroicons_outline:arrow-path',
        link: '/pending-transaction-notifications',
      },
    });
  }

  messages.push({
    id: 'msg-2',
    read: true,
    message: {
      title: 'Equipo de inversiones',
      description: 'Publicamos el informe mensual de noviembre.',
      time: '2026-11-02T12:00:00Z',
    },
  });
  notifications.push({
    id: 'ntf-3',
    read: true,
    notification: {
      title: 'Perfil actualizado',
      description: 'Actualizamos tus datos de contacto.',
      time: '2026-11-01T08:00:00Z',
    },
  });

  const shortcuts: Shortcut[] = [
    // A deposit into the starred goal; a client without goals has nothing to deposit into yet.
    ...(featured
      ? [
          {
            id: 'sc-1',
            shortcut: {
              label: 'Depositar',
              icon: 'heroicons_outline:plus-circle',
              link: `/deposit/${featured.id}`,
              useRouter: true,
            },
          },
        ]
      : []),
    {
      id: 'sc-2',
      shortcut: {
        label: 'Mis seguros',
        icon: 'heroicons_outline:shield-check',
        link: '/insurances',
        useRouter: true,
      },
    },
  ];
  return { messages, notifications, shortcuts };
}

/** The side menu's items, the one source of both the navigation tree and the RPC definition. */
export const navigationItems: NavigationItemPayload[] = [
  { id: 'dashboard', type: 'basic', title: 'Inicio', icon: 'heroicons_outline:home', link: '/dashboard' },
  { id: 'goals', type: 'basic', title: 'Mis metas', icon: 'heroicons_outline:flag', link: '/goals' },
  {
    id: 'insurances',
    type: 'basic',
    title: 'Seguros',
    icon: 'heroicons_outline:shield-check',
    link: '/insurances',
  },
  {
    id: 'advisor',
    type: 'basic',
    title: 'Asesoría',
    icon: 'heroicons_outline:user-group',
    link: '/advisor',
  },
  {
    id: 'discover',
    type: 'basic',
    title: 'Descubrir',
    icon: 'heroicons_outline:sparkles',
    link: '/discover',
  },
  {
    id: 'referral',
    type: 'basic',
    title: 'Invita y gana',
    icon: 'heroicons_outline:gift',
    link: '/referral',
  },
  {
    id: 'ibkr',
    type: 'basic',
    title: 'Invertir en EE.UU.',
    icon: 'heroicons_outline:currency-dollar',
    link: '/ibkr',
  },
  {
    id: 'account',
    type: 'basic',
    title: 'Mi cuenta',
    icon: 'heroicons_outline:user-circle',
    link: '/profile',
  },
];

/** The navigation tree of GET api/common/navigation (docs/RULES.md#side-menu side menu; Fuse item types). */
export const navigationTree = () => {
  const items = navigationItems.map((item) => ({ ...item }));
  return { default: items, compact: items, futuristic: items, horizontal: items };
};

/** Some of the side menu's items, in the order given (the business-profile menu's definition). */
export const navigationItemsOf = (ids: readonly string[]) =>
  ids.flatMap((id) => navigationItems.filter((item) => item.id === id).map((item) => ({ ...item })));
