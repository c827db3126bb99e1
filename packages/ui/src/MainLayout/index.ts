export { MainLayout, type MainLayoutProps } from './MainLayout.tsx';
