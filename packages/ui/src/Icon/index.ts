export { Icon, type IconProps } from './Icon.tsx';
export { type IconName, iconPaths, resolveIconName } from './icons.ts';
