import type { PublicUser } from '../../../domain/auth.ts';
import type { UserRow } from '../../../db/schema/index.ts';

export function toPublicUser(user: UserRow): PublicUser {
  return { userId: user.id, name: user.displayName, email: user.email, role: user.role };
}
