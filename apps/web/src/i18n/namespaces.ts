/**
 * The texts public pages need (landing, pricing, login…): one group per language that the app entry loads
 * before it draws anything. Every other namespace loads by itself with the code that uses it
 * (build/text-namespaces.ts). The bundles list these again in their glob patterns; `texts.test.ts` keeps
 * the lists equal.
 */
export const PUBLIC_NAMESPACES = [
  'common',
  'errors',
  'routes',
  'shell',
  'landing',
  'marketing',
  'auth',
  'tracking',
] as const;
