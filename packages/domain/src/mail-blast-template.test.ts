import { describe, expect, it } from 'vitest';
import { fillBlastTemplate, SAMPLE_BLAST_VALUES, unknownBlastVariables } from './mail-blast-template.ts';

describe('e-mail blast template', () => {
  it('fills every known variable, spaces inside the braces allowed, and leaves others as written', () => {
    expect(
      fillBlastTemplate('Halo {{name}} ({{ email }}), paket {{package}} s.d. {{expiredAt}} {{kupon}}', {
        ...SAMPLE_BLAST_VALUES,
        name: 'Ani',
      }),
    ).toBe('Halo Ani (budi@contoh.id), paket premium s.d. 31/12/2026 {{kupon}}');
  });

  it('names unknown variables once each; single braces are plain text', () => {
    expect(unknownBlastVariables('{{kupon}} {{name}} {{kupon}} {{Nama}} {name}')).toEqual(['kupon', 'Nama']);
  });
});
