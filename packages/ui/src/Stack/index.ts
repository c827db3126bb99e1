export { Inline, type Space, Stack, Tiles } from './Stack.tsx';
