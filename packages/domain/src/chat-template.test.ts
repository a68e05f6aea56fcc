import { describe, expect, it } from 'vitest';
import {
  fillTemplate,
  formatVariableList,
  missingTemplateValues,
  SAMPLE_TEMPLATE_VALUES,
  templateVariables,
  unknownTemplateVariables,
} from './chat-template.ts';

describe('chat template variables', () => {
  it('lists each variable once, in order of first use', () => {
    expect(templateVariables('Halo {nama_pembeli}, pesanan {nomor_pesanan} dari {nama_pembeli}')).toEqual([
      'nama_pembeli',
      'nomor_pesanan',
    ]);
  });

  it('names the unknown variables, case included, and ignores braces that are not variables', () => {
    const text = 'Hai {nama}, {Nama_Pembeli} {nama_pembeli} { spasi } {} {{nama_toko}}';
    expect(unknownTemplateVariables(text)).toEqual(['nama', 'Nama_Pembeli']);
    expect(formatVariableList(unknownTemplateVariables(text))).toBe('{nama}, {Nama_Pembeli}');
  });

  it('fills known variables; a missing value stays for the composer and is blanked for automatic sends', () => {
    const text = 'Halo {nama_pembeli}, resi {nomor_resi} {lain}';
    expect(fillTemplate(text, { nama_pembeli: 'Sari' })).toBe('Halo Sari, resi {nomor_resi} {lain}');
    expect(fillTemplate(text, { nama_pembeli: 'Sari' }, 'blank')).toBe('Halo Sari, resi  {lain}');
    expect(missingTemplateValues(text, { nama_pembeli: 'Sari' })).toEqual(['nomor_resi']);
  });

  it('fills every variable from the samples (the settings previews)', () => {
    const all = Object.keys(SAMPLE_TEMPLATE_VALUES)
      .map((n) => `{${n}}`)
      .join(' ');
    expect(fillTemplate(all, SAMPLE_TEMPLATE_VALUES)).not.toContain('{');
  });
});
