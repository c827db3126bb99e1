// The profile domain without its UI (rules, calls and hooks): what other domains' rules and Node tests import.
export * from './isImageFile.ts';
export * from './profileApi.ts';
export * from './useProfilePhoto.ts';
