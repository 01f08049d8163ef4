import { describe, expect, it } from 'vitest';
import type { TTeamMember } from '../../../../shared/contracts/team';
import { emptyMemberFormValues, memberFormValuesOf, parseMemberForm } from './member-form-values';

describe('parseMemberForm', () => {
  it('refuses a bad e-mail and a foreign phone with the spec §5 keys', () => {
    const parsed = parseMemberForm({
      ...emptyMemberFormValues(),
      name: 'Alice Martin',
      email: 'alice@',
      phone: '12 34',
    });
    expect(parsed).toEqual({
      ok: false,
      errors: { email: 'validation.emailInvalid', phone: 'validation.phoneInvalid' },
    });
  });

  it('asks for the name', () => {
    const parsed = parseMemberForm(emptyMemberFormValues());
    expect(parsed.ok ? {} : parsed.errors).toEqual({ name: 'team:validation.nameRequired' });
  });

  it('sends blank optional fields as null, the checkbox as a boolean and the phone without spaces', () => {
    expect(parseMemberForm({ ...emptyMemberFormValues(), name: ' Bob ', role: 'technician' })).toEqual({
      ok: true,
      request: { name: 'Bob', email: null, role: 'technician', isAdmin: false, phone: null },
    });
    expect(
      parseMemberForm({
        name: 'Alice',
        email: 'alice@ferme.fr',
        role: 'administrator',
        isAdmin: 'true',
        phone: '06 12 34 56 78',
      }),
    ).toEqual({
      ok: true,
      request: {
        name: 'Alice',
        email: 'alice@ferme.fr',
        role: 'administrator',
        isAdmin: true,
        phone: '0612345678',
      },
    });
  });

  it('reads a member back into the form', () => {
    const member: TTeamMember = {
      id: '1',
      name: 'Alice',
      email: null,
      role: 'investor',
      isAdmin: true,
      phone: '+33612345678',
      createdAt: '',
      updatedAt: '',
      version: 1,
    };
    expect(memberFormValuesOf(member)).toEqual({
      name: 'Alice',
      email: '',
      role: 'investor',
      isAdmin: 'true',
      phone: '+33 6 12 34 56 78',
    });
  });
});
