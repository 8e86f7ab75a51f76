import { describe, expect, it } from 'vitest';
import {
  AddTeamMemberInput,
  FIRST_PASSWORD_ALPHABET,
  FIRST_PASSWORD_LENGTH,
  firstPasswordFrom,
  roleChangedMessage,
  TEAM_ERRORS,
} from './team.ts';
import { compareTeamMembers, leavesNoAdmin, type TeamMember } from './team-member.ts';
import { ChangeRoleBody } from './contracts/team.ts';
import { NewPassword } from './auth.ts';

const member = (name: string, role: TeamMember['role'], email = `${name.toLowerCase()}@shop.test`): TeamMember => ({
  userId: name,
  locationIds: [],
  name,
  email,
  role,
  createdAt: '2026-01-01T00:00:00.000Z',
});

describe('compareTeamMembers', () => {
  it('puts admins first, then staff, each by name whatever its case', () => {
    const team = [member('zoe', 'staff'), member('Bea', 'admin'), member('adam', 'staff'), member('Al', 'admin')];
    expect(team.sort(compareTeamMembers).map((m) => m.name)).toEqual(['Al', 'Bea', 'adam', 'zoe']);
  });

  it('orders two people of one name by e-mail', () => {
    const team = [member('Sam', 'staff', 'sam.b@shop.test'), member('Sam', 'staff', 'sam.a@shop.test')];
    expect(team.sort(compareTeamMembers).map((m) => m.email)).toEqual(['sam.a@shop.test', 'sam.b@shop.test']);
  });
});

describe('leavesNoAdmin', () => {
  const team = [member('Ada', 'admin'), member('Sam', 'staff')];

  it('is true when the only admin would lose the role', () => {
    expect(leavesNoAdmin(team, 'Ada', 'staff')).toBe(true);
    expect(leavesNoAdmin(team, 'Ada', 'customer')).toBe(true);
  });

  it('is false for a staff member, for making someone an admin, and while another admin remains', () => {
    expect(leavesNoAdmin(team, 'Sam', 'customer')).toBe(false);
    expect(leavesNoAdmin(team, 'Ada', 'admin')).toBe(false);
    expect(leavesNoAdmin([...team, member('Bo', 'admin')], 'Ada', 'staff')).toBe(false);
  });
});

describe('firstPasswordFrom', () => {
  it('makes 16 characters from the readable alphabet, one per byte', () => {
    const bytes = Uint8Array.from({ length: FIRST_PASSWORD_LENGTH }, (_, index) => index * 17);
    const password = firstPasswordFrom(bytes);
    expect(password).toHaveLength(16);
    expect([...password].every((char) => FIRST_PASSWORD_ALPHABET.includes(char))).toBe(true);
    expect(firstPasswordFrom(bytes)).toBe(password);
  });

  it('uses all 32 characters without bias (each byte value lands on value mod 32)', () => {
    expect(FIRST_PASSWORD_ALPHABET).toHaveLength(32);
    expect(new Set(FIRST_PASSWORD_ALPHABET).size).toBe(32);
    expect(FIRST_PASSWORD_ALPHABET).not.toMatch(/[01IOl]/);
    const bytes = new Uint8Array(FIRST_PASSWORD_LENGTH).fill(255);
    expect(firstPasswordFrom(bytes)).toBe('9'.repeat(16));
    expect(firstPasswordFrom(new Uint8Array(FIRST_PASSWORD_LENGTH).fill(32))).toBe('A'.repeat(16));
  });

  it('is a password the account rules accept', () => {
    const password = firstPasswordFrom(crypto.getRandomValues(new Uint8Array(FIRST_PASSWORD_LENGTH)));
    expect(NewPassword.safeParse(password).success).toBe(true);
  });

  it('refuses too few random bytes', () => {
    expect(() => firstPasswordFrom(new Uint8Array(8))).toThrow(RangeError);
  });
});

describe('AddTeamMemberInput', () => {
  it('trims the name and e-mail and keeps the role', () => {
    expect(AddTeamMemberInput.parse({ name: '  Sam Cook ', email: ' Sam@Shop.test ', role: 'staff' })).toEqual({
      name: 'Sam Cook',
      email: 'Sam@Shop.test',
      role: 'staff',
    });
  });

  it.each([
    [{ name: ' ', email: 'a@b.co', role: 'staff' }, TEAM_ERRORS.nameRequired],
    [{ email: 'a@b.co', role: 'staff' }, TEAM_ERRORS.nameRequired],
    [{ name: 'x'.repeat(61), email: 'a@b.co', role: 'staff' }, TEAM_ERRORS.nameTooLong],
    [{ name: 'Sam', email: 'nope', role: 'staff' }, TEAM_ERRORS.emailInvalid],
    [{ name: 'Sam', email: 'a@b.co', role: 'customer' }, TEAM_ERRORS.teamRoleInvalid],
    [{ name: 'Sam', email: 'a@b.co', role: 'owner' }, TEAM_ERRORS.teamRoleInvalid],
    [{ name: 'Sam', email: 'a@b.co' }, TEAM_ERRORS.teamRoleInvalid],
    ['Sam', TEAM_ERRORS.bodyInvalid],
  ])('refuses %j with its message', (body, message) => {
    const result = AddTeamMemberInput.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  it('accepts a name of exactly 60 characters', () => {
    expect(AddTeamMemberInput.safeParse({ name: 'x'.repeat(60), email: 'a@b.co', role: 'admin' }).success).toBe(true);
  });
});

describe('ChangeRoleBody', () => {
  it('accepts the three roles and refuses anything else', () => {
    for (const role of ['customer', 'staff', 'admin']) expect(ChangeRoleBody.parse({ role })).toEqual({ role });
    expect(ChangeRoleBody.safeParse({ role: 'owner' }).error?.issues[0]?.message).toBe(TEAM_ERRORS.roleInvalid);
    expect(ChangeRoleBody.safeParse({}).error?.issues[0]?.message).toBe(TEAM_ERRORS.roleInvalid);
  });
});

describe('roleChangedMessage', () => {
  it('says what the person now is', () => {
    expect(roleChangedMessage('Ann', 'admin')).toBe('Ann is now an admin.');
    expect(roleChangedMessage('Ann', 'staff')).toBe('Ann is now staff.');
    expect(roleChangedMessage('Ann', 'customer')).toBe('Ann is now a customer (off the team).');
  });
});
