/** Types of scripts/serverArgs.mjs for the TypeScript test support that starts the server. */
export declare const DEFAULT_HEAP_MAX_MB: number;
export declare function serverNodeArgs(env?: Record<string, string | undefined>): string[];
export declare const DEFAULT_MALLOC_ARENA_MAX: number;
export declare function serverEnv(env?: Record<string, string | undefined>): { MALLOC_ARENA_MAX: string };
