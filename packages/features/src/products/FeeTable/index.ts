export { FeeTable } from './FeeTable.tsx';
