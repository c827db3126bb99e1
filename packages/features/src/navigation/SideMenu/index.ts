export { SideMenu, type SideMenuProps } from './SideMenu.tsx';
export { prefetchSideMenuSettings, useSideMenu } from './useSideMenu.ts';
