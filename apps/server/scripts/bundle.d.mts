export const OUTFILE: string;
export const NODE_FLAGS: string[];
export const START_ENV: Record<string, string>;
export function bundle(outfile?: string): Promise<unknown>;
