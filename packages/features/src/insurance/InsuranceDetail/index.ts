export { InsuranceDetail, type InsuranceDetailProps } from './InsuranceDetail.tsx';
