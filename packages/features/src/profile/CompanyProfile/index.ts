export { CompanyProfile } from './CompanyProfile.tsx';
