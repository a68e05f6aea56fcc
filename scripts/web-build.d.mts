export function webIsBuilt(): boolean;
export function ensureWebBuilt(options?: { force?: boolean }): boolean;
