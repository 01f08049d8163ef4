// Types of build-freshness.mjs for the TypeScript callers (tests' global set-up, bench).
export type BuildPart = 'web' | 'server' | 'databaseTemplate';

export interface PartStatus {
  isFresh: boolean;
  reason: string;
}

export const projectRoot: string;
export const allParts: BuildPart[];
export const buildParts: Record<BuildPart, { script: string; output: string; inputs: string[] }>;
export function checkPart(part: BuildPart, root?: string): PartStatus;
export function staleParts(parts?: BuildPart[], root?: string): (PartStatus & { part: BuildPart })[];
export function isBuildFresh(parts?: BuildPart[], root?: string): boolean;
export function ensureFreshBuild(options?: {
  parts?: BuildPart[];
  root?: string;
  log?: (line: string) => void;
  buildOutput?: 'stdout' | 'stderr';
}): number;
