import { describe, expect, it } from 'vitest';
import {
  detectCouriers,
  normalizeResi,
  shipmentState,
  stateOfEvent,
  trackingCourierOf,
} from './shipment-tracking.ts';

describe('shipment tracking rules', () => {
  it('normalises pasted resi numbers', () => {
    expect(normalizeResi(' jp-6961 181926 ')).toBe('JP6961181926');
  });

  it('tells the courier from the number, the likeliest first', () => {
    expect(detectCouriers('JP6961181926')).toEqual(['jnt']);
    expect(detectCouriers('JX8009962760')).toEqual(['jnt']);
    // 12 digits starting 00 also fit JNE's digits-only format: SiCepat first.
    expect(detectCouriers('004176544749')).toEqual(['sicepat', 'jne']);
    expect(detectCouriers('170430045644420')).toEqual(['jne']);
    expect(detectCouriers('0112345678901234')).toEqual(['jne']);
    expect(detectCouriers('XYZ')).toEqual(['jne', 'jnt', 'sicepat']);
  });

  it('maps marketplace courier names to tracked couriers', () => {
    expect(trackingCourierOf('J&T Express')).toBe('jnt');
    expect(trackingCourierOf('JNE Reguler')).toBe('jne');
    expect(trackingCourierOf('SiCepat REG')).toBe('sicepat');
    expect(trackingCourierOf('SPX Standard')).toBeNull();
  });

  it('reads each courier vocabulary into one state', () => {
    expect(stateOfEvent('SHIPMENT RECEIVED BY JNE COUNTER OFFICER AT [CILEGON]')).toBe('pickedUp');
    expect(stateOfEvent('RECEIVED AT SORTING CENTER [CILEGON]')).toBe('inTransit');
    expect(stateOfEvent('WITH DELIVERY COURIER []')).toBe('withCourier');
    expect(stateOfEvent('DELIVERED TO [BUDI | 26-10-2020 11:06 | JAKARTA ]')).toBe('delivered');
    expect(stateOfEvent('TERKIRIM: DROP POINT [SUNGAI PENUH] (DITERIMA OLEH: SITI)')).toBe('delivered');
    expect(stateOfEvent('SEDANG DIANTAR: DROP POINT [SUNGAI PENUH]')).toBe('withCourier');
    expect(stateOfEvent('PAKET DITERIMA OLEH [ANI - (KEL) KELUARGA SERUMAH]')).toBe('delivered');
    expect(stateOfEvent('PAKET DI KEMBALIKAN DI CIREBON [CIREBON HUB] - (LOST) HILANG')).toBe('problem');
  });

  it('takes the state of the newest line whatever the order given', () => {
    const at = (h: number) => new Date(Date.UTC(2026, 10, 20, h));
    expect(
      shipmentState([
        { at: at(9), description: 'PAKET DITERIMA OLEH [ANI]', location: '' },
        { at: at(1), description: 'TERIMA PERMINTAAN PICK UP DARI [SHOPEE]', location: '' },
      ]),
    ).toBe('delivered');
    expect(shipmentState([])).toBe('pickedUp');
  });
});
