export { Avatar, type AvatarProps } from './Avatar.tsx';
export { initialsOf } from './initials.ts';
