export { Avatar } from './Avatar.tsx';
export { MenuFooter, type MenuFooterProps } from './MenuFooter.tsx';
