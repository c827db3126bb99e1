export { SideMenu, type SideMenuProps } from './SideMenu.tsx';
export { useSideMenu } from './useSideMenu.ts';
