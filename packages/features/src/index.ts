export * from './goalsMenu/buildGoalsMenu.ts';
export * from './maintenance/maintenanceRules.ts';
export * from './navigation/assembleNavigation.ts';
export * from './riskProfile/shouldPromptRiskProfile.ts';
export * from './stepFlow/closeTargetFor.ts';
export * from './stepFlow/layoutFor.ts';
export * from './userMenuRules/userMenuEntries.ts';
