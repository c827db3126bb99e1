export { CompaniesScreen, type CompaniesScreenProps, type EnteredRole } from './CompaniesScreen.tsx';
