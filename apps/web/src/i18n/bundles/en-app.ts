// Every text of the language, one file each: loaded with the code that uses it, the frame's by a
// panel page before it draws (../texts.ts). A public page loads its group (./en-public.ts) instead.
export default import.meta.glob<Record<string, unknown>>('../en/*.json', { import: 'default' });
