export { DiscoverScreen } from './DiscoverScreen.tsx';
