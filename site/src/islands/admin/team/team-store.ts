import { atom } from 'nanostores';
import type { UserRole } from '../../../../../domain/auth.ts';
import type { AddTeamMemberInput } from '../../../../../domain/team.ts';
import type { NewTeamMember, TeamMember } from '../../../../../domain/team-member.ts';
import { callApi, failureMessage, fieldMessages } from '../../../lib/api.ts';
import { toast } from '../../../stores/toasts.ts';
import { $adminAccess } from '../admin-session.ts';
import { t } from '../../../i18n/t.ts';

/** The Team screen (GET/POST/PUT/DELETE /api/admin/users): the members, and which dialog is open on whom. */
export type TeamList =
  | { status: 'loading'; members: readonly TeamMember[] }
  | { status: 'ready'; members: readonly TeamMember[] }
  | { status: 'error'; members: readonly TeamMember[]; message: string };

export const $team = atom<TeamList>({ status: 'loading', members: [] });

/** `firstPassword`: a new account's password, held only while its dialog is open. */
export type TeamDialog =
  | { kind: 'closed' }
  | { kind: 'add' }
  | { kind: 'firstPassword'; member: NewTeamMember }
  | { kind: 'role'; member: TeamMember; role: UserRole }
  | { kind: 'locations'; member: TeamMember }
  | { kind: 'remove'; member: TeamMember };

export const $teamDialog = atom<TeamDialog>({ kind: 'closed' });

export type AddResult = { ok: true } | { ok: false; message: string; errors: Record<string, string> };

export async function loadTeam(): Promise<void> {
  const { members } = $team.get();
  $team.set({ status: 'loading', members });
  try {
    const answer = await callApi('GET', '/api/admin/users');
    $team.set({ status: 'ready', members: answer.data });
  } catch (error) {
    const message = failureMessage(error, t('admin-team.loadFailed'));
    $team.set({ status: 'error', members, message });
    toast.error(message);
  }
}

export const openAddMember = () => $teamDialog.set({ kind: 'add' });
export const openRoleChange = (member: TeamMember, role: UserRole) => $teamDialog.set({ kind: 'role', member, role });
export const openLocationsChange = (member: TeamMember) => $teamDialog.set({ kind: 'locations', member });
export const openRemoveMember = (member: TeamMember) => $teamDialog.set({ kind: 'remove', member });
/** Closing the first password's dialog forgets the password: it is not shown again. */
export const closeTeamDialog = () => $teamDialog.set({ kind: 'closed' });

/** True for the admin using the screen. */
export function isSignedInAs(member: TeamMember): boolean {
  const access = $adminAccess.get();
  return access.status === 'admin' && access.user.userId === member.userId;
}

/**
 * Adds someone: an existing account joins (the dialog closes), or a new one is made and the
 * dialog turns into the one showing its first password.
 */
export async function addTeamMember(input: AddTeamMemberInput): Promise<AddResult> {
  try {
    const answer = await callApi('POST', '/api/admin/users', { json: input });
    toast.success(answer.message);
    const { data } = answer;
    $teamDialog.set('firstPassword' in data ? { kind: 'firstPassword', member: data } : { kind: 'closed' });
  } catch (error) {
    const message = failureMessage(error, t('admin-team.addFailed'));
    toast.error(message);
    return { ok: false, message, errors: fieldMessages(error) };
  }
  await loadTeam();
  return { ok: true };
}

/**
 * Runs a change from a dialog: on success the dialog closes and the list reloads (or, when the
 * admin changed their own access, the panel starts again as what they now are); on refusal
 * (the last admin, say) the server's message is returned for the dialog to show.
 */
async function change(
  member: TeamMember,
  run: () => Promise<{ message: string }>,
  failed: string,
  // A change of the admin's own role changes what the panel offers them; their locations do not.
  restartsOwnPanel = true,
): Promise<string | null> {
  try {
    toast.success((await run()).message);
  } catch (error) {
    const message = failureMessage(error, failed);
    toast.error(message);
    return message;
  }
  closeTeamDialog();
  if (restartsOwnPanel && isSignedInAs(member)) window.location.assign('/admin');
  else await loadTeam();
  return null;
}

export function changeRole(member: TeamMember, role: UserRole): Promise<string | null> {
  return change(
    member,
    () => callApi('PUT', '/api/admin/users/:id', { param: { id: member.userId }, json: { role } }),
    t('admin-team.changeFailed'),
  );
}

/** The locations the member works at from their next request; none: every location. */
export function changeLocations(member: TeamMember, locationIds: readonly number[]): Promise<string | null> {
  return change(
    member,
    () => callApi('PUT', '/api/admin/users/:id', { param: { id: member.userId }, json: { locationIds: [...locationIds] } }),
    t('admin-team.locationsFailed'),
    false,
  );
}

/** Takes the person off the team: they become a customer and are signed out everywhere. */
export function removeTeamMember(member: TeamMember): Promise<string | null> {
  return change(member, () => callApi('DELETE', '/api/admin/users/:id', { param: { id: member.userId } }), t('admin-team.removeFailed'));
}

/** Puts the first password on the clipboard; false when the browser refuses (it can be selected by hand). */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
