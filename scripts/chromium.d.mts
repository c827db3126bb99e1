export declare const chromiumCandidates: string[];
export declare const chromiumArgs: string[];
export declare function findChromium(): string | undefined;
export declare const howToGetChromium: string;
