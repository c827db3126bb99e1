export { Header, type HeaderProps } from './Header.tsx';
export { useScrolled } from './useScrolled.ts';
