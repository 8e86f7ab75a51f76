import type { ProvidersAnswer, PublicUserAnswer } from './contracts/accounts.ts';

/**
 * An account as the API speaks it: the answers of ./contracts/accounts.ts, named for the code
 * that reads them. Apart from domain/auth.ts, which the contract reads its rules from: a module
 * the contract imports must not import the contract back.
 */

/** Who is signed in. The role only decides what the screens show. */
export type PublicUser = PublicUserAnswer;
/** Which sign-in methods are on: the Google button shows only when `google` is not null. */
export type AuthProviders = ProvidersAnswer['data'];
