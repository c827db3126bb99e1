export { ShortcutsPanel } from './ShortcutsPanel.tsx';
