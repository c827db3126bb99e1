export { mainContentId, SkipLink } from './SkipLink.tsx';
