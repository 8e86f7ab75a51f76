/** Zones whose offsets and daylight-saving rules differ (half hours, 45 minutes, southern summers), for property tests of wall times. */
export const ZONES = [
  'Europe/London',
  'Europe/Berlin',
  'America/New_York',
  'America/Los_Angeles',
  'America/Sao_Paulo',
  'Asia/Kolkata',
  'Asia/Tokyo',
  'Asia/Kathmandu',
  'Australia/Sydney',
  'Australia/Lord_Howe',
  'Pacific/Auckland',
  'UTC',
] as const;
