export * from './downgrade.ts';
export * from './menus.ts';
export * from './package-gates.ts';
export * from './packages.ts';
export * from './pagination.ts';
export * from './route-guard.ts';
export * from './time.ts';
