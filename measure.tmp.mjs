import { chromium } from 'playwright-core';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const p = await b.newPage();
const res = [];
p.on('response', async (r) => { const u = r.url(); if (u.endsWith('.js') || u.includes('.js?')) { const h = await r.allHeaders(); const body = await r.body().catch(()=>Buffer.alloc(0)); res.push([u.split('/').pop(), h['content-encoding'], Number(h['content-length']||0), body.length]); } });
await p.goto(process.argv[2], { waitUntil: 'networkidle' });
let t=0; for (const r of res) { t+= r[2]; }
console.log(res.length, 'files; transferred (content-length sum)', t);
console.log(res.sort((a,b)=>b[2]-a[2]).slice(0,15).map(r=>r.join(' ')).join('\n'));
await b.close();
