export * from './AvatarUpload/index.ts';
export * from './CompanyProfile/index.ts';
export * from './model.ts';
export * from './ProfileScreen/index.ts';
