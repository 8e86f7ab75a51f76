import type { UserRow } from '../../../db/schema/index.ts';
import type { PublicUser } from '../../../domain/account.ts';

/** An account as the API shows it to its owner (PublicUserAnswer, domain/contracts/accounts.ts). */
export function toPublicUser(user: UserRow): PublicUser {
  return {
    userId: user.id,
    name: user.displayName,
    email: user.email,
    role: user.role,
    language: user.language,
    substitutionDefault: user.substitutionDefault,
  };
}
