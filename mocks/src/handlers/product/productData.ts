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
  goalId: number;
  amount: number;
  currency: string;
  status: 'pending' | 'confirmed' | 'rejected';
  createdAt: string;
}

export const initialMessages = (): Message[] => [
  {
    id: 'msg-1',
    read: false,
    message: {
      title: 'Tu asesora Javiera Campos',
      description: 'Revisemos juntos tu meta "Casa propia" esta semana.',
      time: '2026-11-20T14:30:00Z',
    },
  },
  {
    id: 'msg-2',
    read: true,
    message: {
      title: 'Equipo de inversiones',
      description: 'Publicamos el informe mensual de noviembre.',
      time: '2026-11-02T12:00:00Z',
    },
  },
];

export const initialNotifications = (): Notification[] => [
  {
    id: 'ntf-1',
    read: false,
    notification: {
      title: 'Depósito recibido',
      description: 'Recibimos tu depósito de $250.000 para "Casa propia".',
      time: '2026-11-21T10:15:00Z',
      icon: 'heroicons_outline:banknotes',
      link: '/goals/101',
    },
  },
  {
    id: 'ntf-2',
    read: false,
    notification: {
      title: 'Rescate en proceso',
      description: 'Tu rescate de $100.000 se abonará en 2 días hábiles.',
      time: '2026-11-19T09:00:00Z',
      icon: 'heroicons_outline:arrow-path',
    },
  },
  {
    id: 'ntf-3',
    read: true,
    notification: {
      title: 'Perfil actualizado',
      description: 'Actualizamos tus datos de contacto.',
      time: '2026-11-01T08:00:00Z',
    },
  },
];

export const initialShortcuts = (): Shortcut[] => [
  {
    id: 'sc-1',
    shortcut: { label: 'Depositar', icon: 'heroicons_outline:plus-circle', link: '/goals', useRouter: true },
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

export const initialFundings = (): Funding[] => [
  {
    id: 'f-1',
    goalId: 101,
    amount: 250_000,
    currency: 'CLP',
    status: 'confirmed',
    createdAt: '2026-11-21T10:15:00Z',
  },
  {
    id: 'f-2',
    goalId: 101,
    amount: 150_000,
    currency: 'CLP',
    status: 'pending',
    createdAt: '2026-11-22T08:00:00Z',
  },
  {
    id: 'f-3',
    goalId: 102,
    amount: 500_000,
    currency: 'CLP',
    status: 'confirmed',
    createdAt: '2026-10-05T13:00:00Z',
  },
  {
    id: 'f-4',
    goalId: 701,
    amount: 200,
    currency: 'USD',
    status: 'rejected',
    createdAt: '2026-09-12T16:45:00Z',
  },
];

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
