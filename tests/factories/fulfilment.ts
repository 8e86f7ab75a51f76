/**
 * The hand-over settings of a shop open around the clock, with delivery and pickup and slots of
 * 30 minutes taking `ordersPerSlot` orders each: what tests save (PUT /api/settings `fulfilment`)
 * so that orders can be placed whatever the hour they run at.
 */
export function alwaysOpen(ordersPerSlot = 5) {
  return {
    timeZone: 'UTC',
    weekly: Array.from({ length: 7 }, () => [{ open: '00:00', close: '00:00' }]),
    closures: [],
    pause: { paused: false, until: null },
    delivery: { enabled: true, leadMinutes: 30 },
    pickup: { enabled: true, leadMinutes: 15 },
    scheduling: { enabled: true, slotMinutes: 30, horizonDays: 2, ordersPerSlot },
    zones: [],
  };
}
