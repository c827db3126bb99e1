import type { RuntimeConfig } from '../packages/platform/src/config/runtimeConfig.ts';

export declare function nginxIncludes(config: RuntimeConfig, source: string): Record<string, string>;
