import { HttpResponse, http } from 'msw';

/** Demo search (docs/RULES.md#demo-mock-calls): results grouped Contacts, Pages, Tasks; an empty query gives empty results. */
const pages = [
  { title: 'Inicio', link: '/dashboard' },
  { title: 'Mis metas', link: '/goals' },
  { title: 'Seguros', link: '/insurances' },
  { title: 'Mi cuenta', link: '/profile' },
];
const contacts = ['Javiera Campos', 'Rodrigo Araya', 'Camila Rojas'];
const tasks = ['Revisar cartola mensual', 'Llamar a la asesora'];

export const searchHandlers = [
  http.post('*/api/common/search', async ({ request }) => {
    const body = (await request.json().catch(() => null)) as { query?: string } | null;
    const query = (body?.query ?? '').trim().toLowerCase();
    if (!query) return HttpResponse.json([]);
    const groups = [
      {
        id: 'contacts',
        label: 'Contacts',
        results: contacts.filter((c) => c.toLowerCase().includes(query)).map((name) => ({ name })),
      },
      { id: 'pages', label: 'Pages', results: pages.filter((p) => p.title.toLowerCase().includes(query)) },
      {
        id: 'tasks',
        label: 'Tasks',
        results: tasks.filter((t) => t.toLowerCase().includes(query)).map((title) => ({ title })),
      },
    ];
    return HttpResponse.json(groups.filter((group) => group.results.length > 0));
  }),
];
