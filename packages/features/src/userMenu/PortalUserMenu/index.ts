export { PortalUserMenu, type PortalUserMenuProps, userMenuRoutes } from './PortalUserMenu.tsx';
