export { KycForm } from './KycForm.tsx';
