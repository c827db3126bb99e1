import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { fetchJson } from '../http/fetchJson.ts';

/** GET api/common/user (docs/RULES.md#calls): the signed-in user's display data. */
export const commonUserSchema = z.object({
  id: z.string(),
  firstname: z.string(),
  surname: z.string(),
  email: z.string(),
  preferedName: z.optional(z.nullable(z.string())),
  userType: z.optional(z.nullable(z.string())),
});
export type CommonUser = z.infer<typeof commonUserSchema>;

export const userKeys = {
  all: ['user'] as const,
  common: () => [...userKeys.all, 'common'] as const,
};

export function commonUserQuery(apiBase = './') {
  return queryOptions({
    queryKey: userKeys.common(),
    queryFn: ({ signal }) => fetchJson(`${apiBase}api/common/user`, commonUserSchema, { signal }),
  });
}
