// The first-admin command's core (npm run create-admin) and is_new_user.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userOnboarding } from '../../src/server/db/schema/profiles.js';
import { grantAdminRole } from '../../src/server/modules/admin/grant-admin-role.js';
import { enrolTotp, readActivities, readSession } from '../fixtures/auth-accounts.js';
import { signUpUser, uniqueEmail } from '../fixtures/auth-session.js';
import { buildTestApp, type TestApp } from '../fixtures/test-app.js';

describe('create-admin and is_new_user', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('makes an existing account admin, effective only once its second factor is verified', async () => {
    const user = await signUpUser(testApp.app, { ip: '10.20.0.1' });
    const result = await grantAdminRole(testApp.database.db, user.email.toUpperCase());
    expect(result).toEqual({ outcome: 'granted', hasVerifiedFactor: false });
    expect(await readSession(user.client)).toMatchObject({ role: 'admin', isAdmin: false });
    expect((await user.client.get('/api/admin/users')).statusCode).toBe(403);

    await enrolTotp(user);
    expect(await readSession(user.client)).toMatchObject({ role: 'admin', isAdmin: true });
    expect((await user.client.get('/api/admin/users')).statusCode).toBe(200);
    expect(await grantAdminRole(testApp.database.db, user.email)).toEqual({
      outcome: 'already-admin',
      hasVerifiedFactor: true,
    });
    const roleChanges = (await readActivities(user.client)).filter((a) => a.activityType === 'role_change');
    expect(roleChanges.map((activity) => activity.metadata?.via)).toContain('cli');
  });

  it('says so when no account uses the address, and changes nothing', async () => {
    expect(await grantAdminRole(testApp.database.db, uniqueEmail('ghost'))).toEqual({
      outcome: 'no-such-user',
    });
  });

  it('tells a new user from one who finished the onboarding', async () => {
    const user = await signUpUser(testApp.app, { ip: '10.20.0.2' });
    const before = await user.client.get('/api/users/me/is-new');
    expect(before.json()).toEqual({ isNewUser: true });
    await testApp.database.db
      .insert(userOnboarding)
      .values({ userId: user.userId, completedAt: new Date() })
      .onConflictDoUpdate({ target: userOnboarding.userId, set: { completedAt: new Date() } });
    const after = await user.client.get('/api/users/me/is-new');
    expect(after.json()).toEqual({ isNewUser: false });
    const [row] = await testApp.database.db
      .select()
      .from(userOnboarding)
      .where(eq(userOnboarding.userId, user.userId));
    expect(row?.completedAt).toBeInstanceOf(Date);
  });
});
