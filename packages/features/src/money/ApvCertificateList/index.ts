export * from './ApvCertificateList.tsx';
