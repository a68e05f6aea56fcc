// The texts public pages need (landing, pricing, login…): see PUBLIC_NAMESPACES in ../texts.ts.
export default import.meta.glob<Record<string, unknown>>(
  '../en/{common,errors,routes,shell,landing,marketing,auth,tracking}.json',
  { eager: true, import: 'default' },
);
