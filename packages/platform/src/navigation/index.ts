export {
  decodeSegment,
  type SafeTarget,
  type SafeTargetOptions,
  safeTarget,
  sameSitePath,
} from './sameSite.ts';
