// Types of scripts/check-function-length.mjs for the TypeScript tests.
/** The check of the repository at ROOT: its exit status and what it prints on standard output and error. */
export declare function checkFunctionLengths(root: string): { code: number; out: string; err: string };
