import { HttpResponse, http } from 'msw';

export const helpCategories = [
  { id: 'c1', slug: 'inversiones', title: 'Inversiones' },
  { id: 'c2', slug: 'cuenta', title: 'Mi cuenta' },
];
export const faqs = [
  { id: 'q1', categoryId: 'c1', question: '¿Cuándo veo mi depósito?', answer: 'En 1 a 2 días hábiles.' },
  { id: 'q2', categoryId: 'c1', question: '¿Cómo rescato?', answer: 'Desde el detalle de tu meta.' },
  { id: 'q3', categoryId: 'c2', question: '¿Cómo cambio mi correo?', answer: 'En Mi cuenta.' },
];
export const guides = Array.from({ length: 14 }, (_, i) => ({
  id: `g${i + 1}`,
  categoryId: i < 8 ? 'c1' : 'c2',
  slug: `guia-${i + 1}`,
  title: `Guía ${i + 1}`,
  subtitle: 'Paso a paso',
  content: 'Contenido de la guía.',
}));

/** Guides per category (docs/RULES.md#constants-and-limits: 5 per category by default). */
export const defaultGuideLimit = 5;

export const helpHandlers = [
  http.get('*/api/apps/help-center/faqs', ({ request }) => {
    const slug = new URL(request.url).searchParams.get('slug');
    const categories = slug ? helpCategories.filter((c) => c.slug === slug) : helpCategories;
    return HttpResponse.json(
      categories.map((c) => ({ ...c, faqs: faqs.filter((q) => q.categoryId === c.id) })),
    );
  }),
  http.get('*/api/apps/help-center/guides', ({ request }) => {
    const params = new URL(request.url).searchParams;
    const slug = params.get('slug');
    const limit = Number(params.get('limit') ?? defaultGuideLimit) || defaultGuideLimit;
    const categories = slug ? helpCategories.filter((c) => c.slug === slug) : helpCategories;
    return HttpResponse.json(
      categories.map((c) => {
        const all = guides.filter((g) => g.categoryId === c.id);
        return { ...c, visibleGuides: limit, totalGuides: all.length, guides: all.slice(0, limit) };
      }),
    );
  }),
  http.get('*/api/apps/help-center/guide', ({ request }) => {
    const params = new URL(request.url).searchParams;
    const category = helpCategories.find((c) => c.slug === params.get('categorySlug'));
    const guide = guides.find((g) => g.categoryId === category?.id && g.slug === params.get('guideSlug'));
    return guide
      ? HttpResponse.json({ ...guide, category })
      : HttpResponse.json({ error: 'Guide not found' }, { status: 404 });
  }),
];
