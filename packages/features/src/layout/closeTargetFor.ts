import { safeTarget } from '@portal/platform';

/** Where the close button of the step layout goes (docs/RULES.md#closing-a-step "Step layout" close rules). */
export type CloseTarget = { kind: 'navigate'; to: string } | { kind: 'back' };

/** Step-flow routes whose close goes home (docs/RULES.md#route-table "Other paths used"). */
export const stepRoutes = [
  'onboarding',
  'schedule-advisor',
  'validateci',
  'contract',
  'discover',
  'confirmation',
] as const;

const home: CloseTarget = { kind: 'navigate', to: '/dashboard' };

// The rule reads only the path: any origin works for parsing it through the one guard.
const parsingOrigin = 'https://portal.invalid';

/** Where close goes from this path. Malformed or foreign input goes back, never throws. */
export function closeTargetFor(pathname: string): CloseTarget {
  const target = safeTarget(pathname, { origin: parsingOrigin });
  if (!target) return { kind: 'back' };
  const segments = target.segments;
  const [first, second] = segments;
  if (first === 'entity' && second === 'new') return home;
  if (first === 'entity' && second === 'onboarding' && segments.length >= 3)
    return { kind: 'navigate', to: '/entity/activate' };
  if (first === 'goals' && (second === 'new' || second === 'start')) return home;
  if (first === 'scheduled-deposit' && second)
    return { kind: 'navigate', to: `/goals/${encodeURIComponent(second)}#scheduled-deposit` };
  if ((first === 'deposit' || first === 'rescue' || first === 'goals') && second) {
    return { kind: 'navigate', to: `/goals/${encodeURIComponent(second)}#summary` };
  }
  if (first && (stepRoutes as readonly string[]).includes(first)) return home;
  return { kind: 'back' };
}
