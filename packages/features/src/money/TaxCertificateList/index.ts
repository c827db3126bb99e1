export { TaxCertificateList } from './TaxCertificateList.tsx';
