export * from './CompanyApplicationStatus/index.ts';
export * from './CompanyApplicationStep/index.ts';
export * from './ContractAcceptance/index.ts';
export * from './EmailConfirmation/index.ts';
export * from './KycForm/index.ts';
export * from './model.ts';
export * from './RegistrationForm/index.ts';
export * from './ValidateCiForm/index.ts';
