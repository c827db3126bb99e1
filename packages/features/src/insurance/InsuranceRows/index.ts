export { InsuranceRows } from './InsuranceRows.tsx';
