export { MaintenancePage, type MaintenancePageProps, maintenancePagePollMs } from './MaintenancePage.tsx';
