// Types of scripts/ensure-chromium.mjs for the TypeScript tests.
export declare const CHROMIUM: string;
export declare const HEADLESS_SHELL: string;
export declare const CHROMIUM_ARGS: string[];
export declare function ensureChromium(log?: (line: string) => void, binary?: string): string;
export declare function ensureHeadlessShell(log?: (line: string) => void): string;
