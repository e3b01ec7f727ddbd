// Types of scripts/i18n-catalog.mjs for vite.config.ts and the TypeScript tests.
import type { Plugin } from 'vite';
export type Compiled = (string | [string, string?, unknown?])[];
export declare const root: string;
export declare const messagesDir: string;
export declare const LANGUAGES: readonly string[];
export declare function areas(): string[];
export declare function areaFile(area: string, lang: string): string;
export declare function areaMessages(area: string, lang: string): Record<string, string>;
export declare const FIRST_AREAS: readonly string[];
export declare const COMMAND_AREAS: readonly string[];
export declare const BUILD_AREAS: readonly string[];
export declare function webAreas(part: 'first' | 'more'): string[];
export declare function sourceCatalogue(lang: string, only?: readonly string[]): Record<string, string>;
export declare function compile(id: string, message: string): Compiled;
export declare function compiledCatalogue(lang: string, only?: readonly string[]): Record<string, Compiled>;
export declare function i18nCatalogues(): Plugin;
