import { ZCreateTeamMemberRequest, type TTeamMember } from '../../../../shared/contracts/team';
import type { TTeamRole } from '../../../../shared/domain/team';
import { parseFormValues, type TParsedForm } from '../../../lib/forms/parse-form-values';
import { formatFrenchPhone } from './french-phone';

export const memberFormFields = ['name', 'email', 'role', 'isAdmin', 'phone'] as const;
export type TMemberFormField = (typeof memberFormFields)[number];
/** Strings, as the inputs hold them: `isAdmin` is 'true' or ''. */
export type TMemberFormValues = Record<TMemberFormField, string>;
export type TMemberRequest = ReturnType<typeof ZCreateTeamMemberRequest.parse>;

/** The role a new member starts with: the profiles' default (spec §6). */
const defaultRole: TTeamRole = 'operator';

export function emptyMemberFormValues(): TMemberFormValues {
  return { name: '', email: '', role: defaultRole, isAdmin: '', phone: '' };
}

export function memberFormValuesOf(member: TTeamMember): TMemberFormValues {
  return {
    name: member.name,
    email: member.email ?? '',
    role: member.role,
    isAdmin: member.isAdmin ? 'true' : '',
    phone: member.phone ? formatFrenchPhone(member.phone) : '',
  };
}

/** The form checked with the server's contract (the same messages on both sides). */
export function parseMemberForm(values: TMemberFormValues): TParsedForm<TMemberRequest, TMemberFormField> {
  return parseFormValues(
    ZCreateTeamMemberRequest,
    {
      name: values.name,
      email: values.email,
      role: values.role || undefined,
      isAdmin: values.isAdmin === 'true',
      phone: values.phone,
    },
    memberFormFields,
  );
}
