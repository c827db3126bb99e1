export { ShortcutsBar, type ShortcutsBarProps } from './ShortcutsBar.tsx';
