export const RUNTIME_CONTEXT_PATHS: string[];
export const RUNTIME_BUILD_PATHS: string[];
export const RUNTIME_INSTALL: string[];
export function productionPackages(lock: {
  packages?: Record<string, { dev?: boolean; optional?: boolean }>;
}): { name: string; optional: boolean }[];
