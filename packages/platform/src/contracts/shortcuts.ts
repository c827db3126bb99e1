import * as z from 'zod/mini';
import { endpoint } from './endpoint.ts';

/** The longest name a shortcut may have: the bar shows it whole on a phone. */
export const shortcutLabelMaxLength = 40;

/** What a shortcut is (docs/RULES.md#entities: its content is not shown): a named page of the portal. */
export const shortcutContentSchema = z.object({
  // The server's words, in Spanish, for the step that owns the field (the form says the same first).
  label: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Escribe un nombre para el acceso directo.'),
      z.maxLength(
        shortcutLabelMaxLength,
        `El nombre puede tener hasta ${shortcutLabelMaxLength} caracteres.`,
      ),
    ),
  description: z.optional(z.string()),
  icon: z.string(),
  link: z.string().check(z.minLength(1)),
  useRouter: z.boolean(),
});
export const shortcutSchema = z.object({ id: z.string(), shortcut: shortcutContentSchema });
export type Shortcut = z.infer<typeof shortcutSchema>;

/** The shortcuts domain's calls (docs/RULES.md#product-calls). */
export const shortcutsContract = {
  list: endpoint({
    method: 'GET',
    path: 'api/common/shortcuts',
    summary: "The client's shortcuts, in the order they were added.",
    response: z.array(shortcutSchema),
  }),
  create: endpoint({
    method: 'POST',
    path: 'api/common/shortcuts',
    summary: 'Adds a shortcut; answers it with its id.',
    body: z.object({ shortcut: shortcutContentSchema }),
    response: shortcutSchema,
  }),
  update: endpoint({
    method: 'PATCH',
    path: 'api/common/shortcuts',
    summary: 'Renames a shortcut or points it at another page; answers it as it now is.',
    body: z.object({ id: z.string(), shortcut: z.partial(shortcutContentSchema) }),
    response: shortcutSchema,
    errors: { 404: z.object({ error: z.string() }) },
  }),
  remove: endpoint({
    method: 'DELETE',
    path: 'api/common/shortcuts',
    summary: 'Removes a shortcut; answers whether there was one.',
    query: z.object({ id: z.string() }),
    response: z.boolean(),
  }),
} as const;
