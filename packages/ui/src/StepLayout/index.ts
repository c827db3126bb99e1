export { StepLayout, type StepLayoutProps } from './StepLayout.tsx';
