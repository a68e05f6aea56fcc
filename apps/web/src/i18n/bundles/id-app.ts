// Every other text of the language: loaded when a page needs it (panel, admin, chat…).
export default import.meta.glob<Record<string, unknown>>(
  ['../id/*.json', '!../id/{common,errors,routes,shell,landing,marketing,auth,tracking}.json'],
  { eager: true, import: 'default' },
);
