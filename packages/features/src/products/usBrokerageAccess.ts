import type { ActiveCode, User } from '@portal/platform';

/** uuid of the US brokerage's financial entity (docs/RULES.md#roles-and-permissions: the US brokerage item and page). */
export const usBrokerageEntityUuid = '5d1a7c3e-1b7f-4c1e-9a55-1b2b3c4d5e6f';

/** Who may see the US brokerage: the client's financial entities and invitation codes. */
export interface UsBrokerageAccessContext {
  user: Pick<User, 'userFinancialEntities'>;
  usInvitationCodes: readonly ActiveCode[];
  /** uuid of the US brokerage's financial entity. */
  usBrokerageEntityUuid: string;
}

/** docs/RULES.md#roles-and-permissions: active financial entity with the configured uuid, and a US-invitation code present. */
export function canSeeUsBrokerage(context: UsBrokerageAccessContext): boolean {
  const active = context.user.userFinancialEntities?.some(
    (entity) => entity.financialEntity.uuid === context.usBrokerageEntityUuid && entity.status === 'active',
  );
  return (
    Boolean(active) && context.usInvitationCodes.some((code) => code.type === 'US_INVITATION' && code.active)
  );
}
