export function partOf(moduleId: string): string;
