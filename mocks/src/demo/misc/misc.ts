import { HttpResponse, http } from 'msw';
import { iconNames } from './iconSets.ts';

/** Dashboards, activities, icons and academy of the template (docs/RULES.md#demo-mock-calls common): sample data only. */
const dashboards: Record<string, unknown> = {
  analytics: { visitors: { series: [120, 180, 150, 210], labels: ['sep', 'oct', 'nov', 'dic'] } },
  crypto: { btc: { amount: 98_500_000, trend: { dir: 'up', amount: 2.4 } } },
  finance: {
    accountBalance: { growRate: 12.5, amount: 48_250_000 },
    budget: { expenses: 2_150_000, limit: 3_000_000 },
  },
  project: { overview: { tasks: 48, completed: 31 } },
};

const academy = {
  categories: [
    { id: 'ac1', title: 'Finanzas personales', slug: 'finanzas' },
    { id: 'ac2', title: 'Inversiones', slug: 'inversiones' },
  ],
  courses: [
    {
      id: 'co1',
      title: 'Tu primer presupuesto',
      slug: 'presupuesto',
      category: 'finanzas',
      duration: 30,
      totalSteps: 3,
    },
    {
      id: 'co2',
      title: 'Fondos mutuos',
      slug: 'fondos',
      category: 'inversiones',
      duration: 45,
      totalSteps: 4,
    },
  ],
};

const chatContacts = [
  { id: 'contact-1', name: 'Javiera Campos', about: 'Asesora financiera' },
  { id: 'contact-10', name: 'Vicente Morales', about: 'Ejecutivo' },
];

export const miscHandlers = [
  http.get('*/api/dashboards/:name', ({ params }) => {
    const data = dashboards[String(params.name)];
    return data
      ? HttpResponse.json(data)
      : HttpResponse.json({ error: 'Unknown dashboard' }, { status: 404 });
  }),
  http.get('*/api/pages/activities', () =>
    HttpResponse.json([
      {
        id: 'a1',
        icon: 'wallet',
        description: 'Depositaste $250.000 en Casa propia',
        date: '2026-11-21T10:15:00Z',
      },
      {
        id: 'a2',
        icon: 'activity',
        description: 'Rescate de $100.000 en proceso',
        date: '2026-11-19T09:00:00Z',
      },
    ]),
  ),
  http.get('*/api/ui/icons/:set', ({ params }) => {
    const names = iconNames[String(params.set)];
    return names
      ? HttpResponse.json({
          namespace: String(params.set),
          name: String(params.set),
          grid: 'icon-size-6',
          list: names,
        })
      : HttpResponse.json({ error: 'Unknown set' }, { status: 404 });
  }),
  http.get('*/api/apps/academy/categories', () => HttpResponse.json(academy.categories)),
  http.get('*/api/apps/academy/courses', () => HttpResponse.json(academy.courses)),
  http.get('*/api/apps/academy/courses/course', ({ request }) => {
    const found = academy.courses.find((c) => c.id === new URL(request.url).searchParams.get('id'));
    return found
      ? HttpResponse.json({ ...found, steps: [] })
      : HttpResponse.json({ error: 'Course not found' }, { status: 404 });
  }),
  http.get('*/api/apps/chat/contacts', () => HttpResponse.json(chatContacts)),
  http.get('*/api/apps/chat/contact', ({ request }) => {
    const found = chatContacts.find((c) => c.id === new URL(request.url).searchParams.get('id'));
    return found
      ? HttpResponse.json(found)
      : HttpResponse.json({ error: 'Contact not found' }, { status: 404 });
  }),
];
