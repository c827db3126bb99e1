export { UserMenu, type UserMenuEntry, type UserMenuProps } from './UserMenu.tsx';
