export * from './core/port.ts';
export * from './core/registry.ts';
