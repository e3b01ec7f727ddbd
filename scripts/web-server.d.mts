// Types of scripts/web-server.mjs for the TypeScript tests.
import type { Server } from 'node:http';
export declare const root: string;
export declare const distWeb: string;
export declare function isStale(): boolean;
export declare function ensureBuilt(options?: { force?: boolean; log?: (line: string) => void }): Promise<boolean>;
export declare function serve(port?: number, host?: string, dir?: string): Promise<{ server: Server; url: string }>;
