import * as z from 'zod/mini';
import { endpoint } from './endpoint.ts';

export interface NavigationItemPayload {
  id: string;
  type: 'basic' | 'aside' | 'collapsable' | 'group' | 'divider' | 'spacer' | 'action-button';
  title?: string | null;
  subtitle?: string | null;
  icon?: string | null;
  link?: string | null;
  externalLink?: boolean | null;
  function?: string | null;
  disabled?: boolean | null;
  hidden?: boolean | null;
  badge?: { title?: string | null; classes?: string | null } | null;
  tooltip?: string | null;
  children?: NavigationItemPayload[] | null;
  exactMatch?: boolean | null;
  fragment?: string | null;
  queryParams?: Record<string, string> | null;
}

/** A navigation item (docs/RULES.md#entities); a field the server leaves out is not a reason to break the menu. */
export const navigationItemSchema: z.ZodMiniType<NavigationItemPayload> = z.object({
  id: z.string(),
  type: z.enum(['basic', 'aside', 'collapsable', 'group', 'divider', 'spacer', 'action-button']),
  title: z.optional(z.nullable(z.string())),
  subtitle: z.optional(z.nullable(z.string())),
  icon: z.optional(z.nullable(z.string())),
  link: z.optional(z.nullable(z.string())),
  externalLink: z.optional(z.nullable(z.boolean())),
  function: z.optional(z.nullable(z.string())),
  disabled: z.optional(z.nullable(z.boolean())),
  hidden: z.optional(z.nullable(z.boolean())),
  badge: z.optional(
    z.nullable(
      z.object({ title: z.optional(z.nullable(z.string())), classes: z.optional(z.nullable(z.string())) }),
    ),
  ),
  tooltip: z.optional(z.nullable(z.string())),
  get children() {
    return z.optional(z.nullable(z.array(navigationItemSchema)));
  },
  exactMatch: z.optional(z.nullable(z.boolean())),
  fragment: z.optional(z.nullable(z.string())),
  queryParams: z.optional(z.nullable(z.record(z.string(), z.string()))),
});

/** The tree, per appearance. */
export const navigationSchema = z.object({
  default: z.array(navigationItemSchema),
  compact: z.optional(z.array(navigationItemSchema)),
  futuristic: z.optional(z.array(navigationItemSchema)),
  horizontal: z.optional(z.array(navigationItemSchema)),
});
export type Navigation = z.infer<typeof navigationSchema>;

/** The navigation domain's calls (docs/RULES.md#product-calls). */
export const navigationContract = {
  tree: endpoint({
    method: 'GET',
    path: 'api/common/navigation',
    summary: 'The navigation tree the menu is drawn from, per appearance.',
    response: navigationSchema,
  }),
} as const;
