import { describe, expect, it } from 'vitest';
import { type CourierTracker, CourierUnavailableError, type TrackedParcel } from './couriers/port.ts';
import { createTrackingService } from './service.ts';

const parcel: TrackedParcel = {
  service: 'REG',
  origin: 'JAKARTA',
  destination: 'BANDUNG',
  receiver: 'SITI',
  events: [
    {
      at: new Date('2026-11-20T03:00:00Z'),
      description: 'TELAH DIAMBIL: DROP POINT [JAKARTA]',
      location: 'JAKARTA',
    },
    {
      at: new Date('2026-11-21T05:00:00Z'),
      description: 'TERKIRIM: DROP POINT [BANDUNG] (DITERIMA OLEH: SITI)',
      location: 'BANDUNG',
    },
  ],
};

function counting(courier: CourierTracker['courier'], answer: () => Promise<TrackedParcel | null>) {
  const calls: string[] = [];
  const tracker: CourierTracker = {
    courier,
    track: async (resi) => {
      calls.push(resi);
      return answer();
    },
  };
  return { tracker, calls };
}

describe('tracking service', () => {
  it('answers newest first with the state, and serves a repeat from its cache', async () => {
    const jnt = counting('jnt', async () => parcel);
    const service = createTrackingService({ trackers: { jnt: jnt.tracker } });
    const first = await service.track({ resi: 'JP1234567890' });
    expect(first.state).toBe('delivered');
    expect(first.events.map((e) => e.location)).toEqual(['BANDUNG', 'JAKARTA']);
    await service.track({ resi: 'JP1234567890' });
    expect(jnt.calls).toEqual(['JP1234567890']);
  });

  it('tries the next likely courier when the first does not know the number', async () => {
    const sicepat = counting('sicepat', async () => null);
    const jne = counting('jne', async () => parcel);
    const service = createTrackingService({ trackers: { sicepat: sicepat.tracker, jne: jne.tracker } });
    const found = await service.track({ resi: '004176544749' });
    expect(found.courier).toBe('jne');
    expect(sicepat.calls).toHaveLength(1);
  });

  it('says the courier is unavailable (503) rather than "not found" when a candidate failed', async () => {
    const down = counting('jnt', async () => {
      throw new CourierUnavailableError('down');
    });
    const service = createTrackingService({ trackers: { jnt: down.tracker } });
    await expect(service.track({ resi: 'JP1234567890' })).rejects.toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
    });
    const none = createTrackingService({ trackers: { jnt: counting('jnt', async () => null).tracker } });
    await expect(none.track({ resi: 'JP1234567890' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
