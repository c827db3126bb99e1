export { AvatarUpload, type AvatarUploadProps } from './AvatarUpload.tsx';
