// Every other text of the language, one file each: loaded with the code that uses it (../texts.ts).
export default import.meta.glob<Record<string, unknown>>(
  ['../en/*.json', '!../en/{common,errors,routes,shell,landing,marketing,auth,tracking}.json'],
  { import: 'default' },
);
