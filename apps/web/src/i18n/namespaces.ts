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

/**
 * The texts the panel's frame (menu, header, errors) speaks from: a panel page loads these four files
 * before it draws, not the whole public group (issue 17: the landing and marketing texts are most of it).
 */
export const FRAME_NAMESPACES = ['common', 'errors', 'routes', 'shell'] as const;
