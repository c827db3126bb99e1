export { AllocationBreakdown, type AllocationBreakdownProps } from './AllocationBreakdown.tsx';
