import { describe, expect, it } from 'vitest';
import type { TProfile } from '../../../../shared/contracts/account';
import {
  buildProfileUpdate,
  getChangedFields,
  pickProfileErrors,
  toProfileFormValues,
  type TProfileFormValues,
} from './profile-form-values';

const profile: TProfile = {
  userId: 'u1',
  email: 'claire@ferme-martin.fr',
  role: 'operator',
  firstName: 'Claire',
  lastName: 'Martin',
  companyName: 'GAEC Martin',
  displayName: null,
  phone: '0612345678',
  bio: null,
  updatedAt: '2025-03-10T08:00:00.000Z',
};
const initial = toProfileFormValues(profile);

function edit(changes: Partial<TProfileFormValues>): TProfileFormValues {
  return { ...initial, ...changes };
}

describe('toProfileFormValues', () => {
  it('shows missing values as empty fields', () => {
    expect(initial).toEqual({
      firstName: 'Claire',
      lastName: 'Martin',
      companyName: 'GAEC Martin',
      displayName: '',
      phone: '0612345678',
      bio: '',
      role: 'operator',
    });
  });
});

describe('getChangedFields', () => {
  it('is empty when nothing changed', () => {
    expect(getChangedFields(initial, initial, true)).toEqual({});
  });

  it('ignores spaces around a value and another layout of the same phone number', () => {
    expect(
      getChangedFields(initial, edit({ firstName: ' Claire ', phone: '06 12 34 56 78' }), false),
    ).toEqual({});
  });

  it('keeps only the fields that changed', () => {
    expect(getChangedFields(initial, edit({ companyName: 'SAS Biogaz', bio: 'Méthaniseur' }), false)).toEqual(
      {
        companyName: 'SAS Biogaz',
        bio: 'Méthaniseur',
      },
    );
  });

  it('sends a role change only for someone allowed to change it', () => {
    expect(getChangedFields(initial, edit({ role: 'director' }), false)).toEqual({});
    expect(getChangedFields(initial, edit({ role: 'director' }), true)).toEqual({ role: 'director' });
  });
});

describe('buildProfileUpdate', () => {
  it('builds a partial update, cleaned as the server stores it', () => {
    expect(
      buildProfileUpdate(initial, edit({ displayName: '  Claire M.  ', phone: '+33 6 98 76 54 32' }), false),
    ).toEqual({ isValid: true, update: { displayName: 'Claire M.', phone: '+33698765432' } });
  });

  it('sends an emptied optional field as an empty value, which clears it', () => {
    expect(buildProfileUpdate(initial, edit({ phone: '', companyName: '' }), false)).toEqual({
      isValid: true,
      update: { phone: '', companyName: '' },
    });
  });

  it('gives the spec §5 message keys of the invalid fields', () => {
    const result = buildProfileUpdate(
      initial,
      edit({ phone: '01 23', bio: 'x'.repeat(501), firstName: ' ', companyName: 'c'.repeat(101) }),
      false,
    );
    expect(result).toEqual({
      isValid: false,
      errors: {
        phone: 'validation.phoneInvalid',
        bio: 'validation.bioTooLong',
        firstName: 'validation.nameRequired',
        companyName: 'validation.companyTooLong',
      },
    });
  });

  it('accepts a bio of exactly 500 characters and refuses an emptied display name', () => {
    expect(buildProfileUpdate(initial, edit({ bio: 'x'.repeat(500) }), false).isValid).toBe(true);
    const withName = toProfileFormValues({ ...profile, displayName: 'Claire' });
    expect(buildProfileUpdate(withName, { ...withName, displayName: '' }, false)).toEqual({
      isValid: false,
      errors: { displayName: 'validation.displayNameRequired' },
    });
  });
});

describe('pickProfileErrors', () => {
  it('keeps the messages of this form’s fields only', () => {
    expect(pickProfileErrors({ phone: 'Numéro invalide', token: 'x' })).toEqual({ phone: 'Numéro invalide' });
  });
});
