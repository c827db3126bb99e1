import type { Goal, User } from '@portal/platform';

/** Product payloads whose bodies the spec does not show (SPEC §3): the shapes the portal uses. */
export interface MessageBody {
  title: string;
  description: string;
  time: string;
  link?: string;
}
export interface Message {
  id: string;
  read: boolean;
  message: MessageBody;
}
export interface NotificationBody {
  title: string;
  description: string;
  time: string;
  icon?: string;
  link?: string;
}
export interface Notification {
  id: string;
  read: boolean;
  notification: NotificationBody;
}
export interface Shortcut {
  id: string;
  shortcut: { label: string; description?: string; icon: string; link: string; useRouter: boolean };
}
export interface Funding {
  id: string;
  goalId: number | string;
  amount: number;
  currency: string;
  status: 'pending' | 'confirmed' | 'rejected';
  createdAt: string;
}

/** What one persona's inbox, shortcuts and fundings hold: each refers to that client's own goals. */
export interface PersonaInbox {
  messages: Message[];
  notifications: Notification[];
  shortcuts: Shortcut[];
  fundings: Funding[];
}

const money = (amount: number, currency: string) =>
  currency === 'USD'
    ? `US$${amount.toLocaleString('es-CL')}`
    : new Intl.NumberFormat('es-CL', { style: 'currency', currency: 'CLP' }).format(amount);

/** The goal a persona's news is about: the starred one, else the first active one. */
export function featuredGoal(user: User): Goal | undefined {
  const active = (user.goals ?? []).filter((goal) => !goal.archived);
  return active.find((goal) => goal.starred) ?? active[0];
}

const currencyOf = (goal: Goal) => goal.currency?.currencyCode ?? 'CLP';
/** A deposit that fits the goal: about 2% of its capital, rounded (CLP to $10.000, USD to US$10). */
const depositFor = (goal: Goal) =>
  currencyOf(goal) === 'USD'
    ? Math.max(10, Math.round((goal.currentCapital * 0.02) / 10) * 10)
    : Math.max(10_000, Math.round((goal.currentCapital * 0.02) / 10_000) * 10_000);

/**
 * A persona's messages, notifications, shortcuts and fundings, derived from their own goals so the
 * numbers agree with what their pages show (no client reads about another client's "Casa propia").
 */
export function inboxFor(user: User): PersonaInbox {
  const featured = featuredGoal(user);
  const second = (user.goals ?? []).filter((goal) => !goal.archived && goal.id !== featured?.id)[0];
  const messages: Message[] = [];
  const notifications: Notification[] = [];
  const fundings: Funding[] = [];

  if (featured) {
    const currency = currencyOf(featured);
    const received = depositFor(featured);
    const pending = depositFor(featured) / 2;
    messages.push({
      id: 'msg-1',
      read: false,
      message: {
        title: 'Tu asesora Javiera Campos',
        description: `Revisemos juntos tu meta "${featured.title}" esta semana.`,
        time: '2026-11-20T14:30:00Z',
        link: `/goals/${featured.id}`,
      },
    });
    notifications.push({
      id: 'ntf-1',
      read: false,
      notification: {
        title: 'Depósito recibido',
        description: `Recibimos tu depósito de ${money(received, currency)} para "${featured.title}".`,
        time: '2026-11-21T10:15:00Z',
        icon: 'heroicons_outline:banknotes',
        link: `/goals/${featured.id}`,
      },
    });
    fundings.push(
      {
        id: 'f-1',
        goalId: featured.id,
        amount: received,
        currency,
        status: 'confirmed',
        createdAt: '2026-11-21T10:15:00Z',
      },
      {
        id: 'f-2',
        goalId: featured.id,
        amount: pending,
        currency,
        status: 'pending',
        createdAt: '2026-11-22T08:00:00Z',
      },
    );
  } else if (user.isAdmin) {
    notifications.push({
      id: 'ntf-1',
      read: false,
      notification: {
        title: 'Acceso de administración',
        description: 'Puedes entrar como un cliente desde "Cambiar usuario".',
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

  if (second) {
    const currency = currencyOf(second);
    const amount = depositFor(second) * 2;
    notifications.push({
      id: 'ntf-2',
      read: false,
      notification: {
        title: 'Rescate en proceso',
        description: `Tu rescate de ${money(amount, currency)} desde "${second.title}" se abonará en 2 días hábiles.`,
        time: '2026-11-19T09:00:00Z',
        icon: 'heroicons_outline:arrow-path',
        link: `/goals/${second.id}`,
      },
    });
    fundings.push({
      id: 'f-3',
      goalId: second.id,
      amount: depositFor(second) * 5,
      currency,
      status: 'confirmed',
      createdAt: '2026-10-05T13:00:00Z',
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
    {
      id: 'sc-1',
      shortcut: {
        label: 'Depositar',
        icon: 'heroicons_outline:plus-circle',
        link: featured ? `/deposit/${featured.id}` : '/goals',
        useRouter: true,
      },
    },
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
  return { messages, notifications, shortcuts, fundings };
}

/** The navigation tree of GET api/common/navigation (SPEC §2 side menu; Fuse item types). */
export const navigationTree = () => {
  const items = [
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
  return { default: items, compact: items, futuristic: items, horizontal: items };
};
