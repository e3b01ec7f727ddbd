// Types of scripts/i18n-literals.mjs for the TypeScript tests.
export declare const root: string;
export declare const SPEAKING: readonly string[];
export declare function isProse(text: string): boolean;
export declare function literalsIn(path: string): { line: number; text: string }[];
export declare function speakingFiles(): string[];
