import { describe, expect, it } from 'vitest';
import { fulfilmentOutlook } from './decide.ts';
import { DEFAULT_FULFILMENT_SETTINGS, type FulfilmentSettings } from './settings.ts';
import { shopStatusSentences, statusText } from './shop-status.ts';

const shop: FulfilmentSettings = {
  ...DEFAULT_FULFILMENT_SETTINGS,
  timeZone: 'Europe/Rome',
  weekly: Array.from({ length: 7 }, (_, day) => (day === 1 ? [] : [{ open: '18:00', close: '23:00' }])),
  delivery: { enabled: true, leadMinutes: 45 },
  pickup: { enabled: false, leadMinutes: 15 },
  scheduling: { enabled: true, slotMinutes: 15, horizonDays: 2, ordersPerSlot: 5 },
};
const none = () => 0;
// Sunday 29 November 2026, 10:00 in Rome: closed until 18:00; Monday has no hours.
const sundayMorning = Date.parse('2026-11-29T10:00:00+01:00');
const sundayNight = Date.parse('2026-11-29T23:30:00+01:00');

describe('what the shop says, in the reader language', () => {
  it('says when it opens in Italian, German and Arabic, on their own clocks and with their day names', () => {
    expect(statusText(shopStatusSentences(shop, sundayMorning, undefined, 'it'), 'it')).toBe('Ora chiuso — apre oggi alle 18:00');
    expect(statusText(shopStatusSentences(shop, sundayNight, undefined, 'de'), 'de')).toBe('Jetzt geschlossen — öffnet Dienstag um 18:00');
    expect(statusText(shopStatusSentences(shop, sundayNight, undefined, 'ar'), 'ar')).toMatch(/^مغلق الآن — نفتح الثلاثاء الساعة /);
  });

  it("keeps the owner's closure text as written and adds the offer to order for later", () => {
    // Sunday is closed for the holidays, and Monday has no hours: Tuesday is next.
    const closed = { ...shop, closures: [{ from: '2026-11-29', to: '2026-11-29', message: 'Chiuso per ferie' }] };
    const outlook = fulfilmentOutlook(closed, 'delivery', sundayMorning, none, 'it');
    expect(outlook.message).toBe('Ora chiuso — apre martedì alle 18:00. Chiuso per ferie. Puoi comunque ordinare per più tardi.');
  });

  it('says paused and not offered in the language, and nothing while open', () => {
    const paused = { ...shop, pause: { paused: true, until: null } };
    expect(fulfilmentOutlook(paused, 'delivery', sundayMorning, none, 'fr').message).toMatch(
      /^Nous ne prenons pas de commandes pour le moment/,
    );
    expect(fulfilmentOutlook(shop, 'pickup', sundayMorning, none, 'es').message).toBe('Por ahora no ofrecemos recogida en el local.');
    expect(shopStatusSentences(shop, Date.parse('2026-11-29T19:00:00+01:00'), undefined, 'it')).toBeNull();
  });

  it('writes English as it always has', () => {
    expect(statusText(shopStatusSentences(shop, sundayNight, undefined, 'en'), 'en')).toMatch(/^Closed now — opens Tue \d/);
  });
});
