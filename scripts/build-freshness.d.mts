export const BUILD_INPUTS: string[];
export const BUILD_INFO_FILE: string;
export function newestSourceMtime(root: string): number;
export function readBuildInfo(distDir: string): unknown;
export function reasonToBuild(root: string, distDir: string): string | undefined;
