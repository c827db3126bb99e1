export { MenuFooter, type MenuFooterProps } from './MenuFooter.tsx';
