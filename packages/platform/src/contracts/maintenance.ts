import * as z from 'zod/mini';
import { endpoint } from './endpoint.ts';

/** The maintenance domain's contract (docs/RULES.md#maintenance): the spec gives no path, so ours. */
export const maintenanceStatusSchema = z.object({ in_maintenance: z.boolean() });
export type MaintenanceStatus = z.infer<typeof maintenanceStatusSchema>;

export const maintenanceContract = {
  status: endpoint({
    method: 'GET',
    path: 'api/maintenance/status',
    summary: 'Whether the portal is in maintenance (the portal then shows its maintenance page).',
    response: maintenanceStatusSchema,
  }),
} as const;
