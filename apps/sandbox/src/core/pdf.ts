/** A PDF written by hand, one page of Helvetica text lines per entry: enough for shipping labels. */
export function textPdf(pages: string[][]): Buffer {
  const ascii = (s: string) => s.normalize('NFKD').replace(/[^\x20-\x7e]/g, '?');
  const escapeText = (s: string) =>
    ascii(s).replaceAll('\\', '\\\\').replaceAll('(', '\\(').replaceAll(')', '\\)');
  const pageContent = (lines: string[]) =>
    [
      'BT',
      '/F1 16 Tf',
      '30 390 Td',
      ...lines.flatMap((line, i) =>
        [i === 1 ? '/F1 10 Tf' : '', `(${escapeText(line)}) Tj`, '0 -16 Td'].filter(Boolean),
      ),
      'ET',
      '2 w 20 20 m 278 20 l 278 410 l 20 410 l h S',
    ].join('\n');
  // Objects: 1 catalog, 2 page tree, 3 font, then a page and its content stream per page.
  const kids = pages.map((_, i) => `${4 + i * 2} 0 R`).join(' ');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${kids}] /Count ${pages.length} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    ...pages.flatMap((lines, i) => {
      const content = pageContent(lines);
      return [
        `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 298 421] /Contents ${5 + i * 2} 0 R /Resources << /Font << /F1 3 0 R >> >> >>`,
        `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
      ];
    }),
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
