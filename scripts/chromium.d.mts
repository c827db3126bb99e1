export declare const chromiumCandidates: string[];
export declare const chromiumArgs: string[];
export declare function playwrightChromium(): string | undefined;
export declare function findChromium(): string | undefined;
export declare const howToGetChromium: string;
export declare const headlessShellCandidates: string[];
export declare function findTestChromium(): string | undefined;
