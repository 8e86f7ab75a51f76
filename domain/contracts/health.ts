import { z } from 'zod';
import { dataAnswer, ErrorAnswer } from './envelope.ts';

/** GET /api/health, for load balancers and uptime checks: up, and whether the database answers. */
export const HealthAnswer = dataAnswer(z.object({ status: z.literal('ok'), database: z.literal('ok') }));
export type HealthAnswer = z.infer<typeof HealthAnswer>;

export const HEALTH_OK = { status: 'ok', database: 'ok' } as const;

/** What a check reads when the database does not answer (503): this message, and this data. */
export const DATABASE_UNAVAILABLE = 'Database unavailable';
export const HEALTH_DEGRADED = { status: 'degraded', database: 'error' } as const;

export const HealthRefusal = ErrorAnswer.extend({
  data: z.object({ status: z.literal(HEALTH_DEGRADED.status), database: z.literal(HEALTH_DEGRADED.database) }),
});
export type HealthRefusal = z.infer<typeof HealthRefusal>;
