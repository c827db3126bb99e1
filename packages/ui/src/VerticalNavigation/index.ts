export * from './navigationRules.ts';
export * from './navigationTypes.ts';
export { useNavigationMode } from './useNavigationMode.ts';
export { VerticalNavigation, type VerticalNavigationProps } from './VerticalNavigation.tsx';
