// Types of scripts/ensure-chromium.mjs for the TypeScript tests.
export declare const CHROMIUM: string;
export declare const CHROMIUM_ARGS: string[];
export declare function ensureChromium(log?: (line: string) => void): string;
