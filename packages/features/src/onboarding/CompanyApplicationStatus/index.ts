export { CompanyApplicationStatus } from './CompanyApplicationStatus.tsx';
