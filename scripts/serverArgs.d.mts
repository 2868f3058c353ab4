/** Types of scripts/serverArgs.mjs for the TypeScript test support that starts the server. */
export declare const DEFAULT_HEAP_MAX_MB: number;
export declare function serverNodeArgs(env?: Record<string, string | undefined>): string[];
