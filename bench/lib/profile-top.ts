import { readFileSync } from 'node:fs';

/**
 * `node --import tsx bench/lib/profile-top.ts <file.cpuprofile> [n]`: the functions with the most self
 * time, and the packages/folders the time went to (by script path), to see where a request's CPU goes.
 */
type Node = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
};
const [file, many = '40'] = process.argv.slice(2);
const profile = JSON.parse(readFileSync(file, 'utf8')) as {
  nodes: Node[];
  samples: number[];
  timeDeltas: number[];
};
const self = new Map<number, number>();
profile.samples.forEach((id, i) => {
  self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
});
const total = [...self.values()].reduce((a, b) => a + b, 0);
const byFunction = new Map<string, number>();
const byPlace = new Map<string, number>();
for (const node of profile.nodes) {
  const us = self.get(node.id) ?? 0;
  if (!us) continue;
  const { functionName, url, lineNumber } = node.callFrame;
  const short = url.replace(/^.*\/node_modules\//, 'nm:').replace(/^.*\/work\/wt\/[^/]+\//, '');
  const key = `${functionName || '(anonymous)'} ${short}:${lineNumber + 1}`;
  byFunction.set(key, (byFunction.get(key) ?? 0) + us);
  const place = url.includes('/node_modules/')
    ? `nm:${url
        .split('/node_modules/')
        .pop()
        ?.split('/')
        .slice(0, url.includes('/node_modules/@') ? 2 : 1)
        .join('/')}`
    : url.startsWith('node:') || url === ''
      ? url || `(${functionName})`
      : short.split('/').slice(0, 4).join('/');
  byPlace.set(place, (byPlace.get(place) ?? 0) + us);
}
const print = (title: string, map: Map<string, number>, n: number) => {
  console.log(`\n${title} (total ${(total / 1000).toFixed(0)} ms)`);
  for (const [k, us] of [...map].sort((a, b) => b[1] - a[1]).slice(0, n))
    console.log(
      `${((100 * us) / total).toFixed(1).padStart(5)}%  ${(us / 1000).toFixed(0).padStart(6)} ms  ${k}`,
    );
};
print('by place', byPlace, 30);
print('by function (self)', byFunction, Number(many));
