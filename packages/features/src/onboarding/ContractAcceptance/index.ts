export { ContractAcceptance } from './ContractAcceptance.tsx';
