import type { BuildOptions } from 'esbuild';

export declare const PDF_TASK_ENTRIES: Record<string, string>;
export declare const SERVER_BUILD_OPTIONS: BuildOptions;
