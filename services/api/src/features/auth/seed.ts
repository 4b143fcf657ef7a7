import type { FastifyBaseLogger } from 'fastify';
import type { Connection } from 'mongoose';
import { DEMO_ACCOUNT, DEMO_ADMIN_ACCOUNT, demoEmail } from '@studio/contracts/auth';
import type { AppConfig } from '../../config';
import { userModel } from '../../models/user';
import { userRoleModel } from '../../models/user-role';
import { sessionModel } from '../../models/session';
import { hashPassword } from './passwords';
import { inAdminDomain } from './admin-rule';

/**
 * Accounts that exist from the first start (idempotent):
 * - ADMIN_EMAIL / ADMIN_PASSWORD, when set: the first admin (a user_roles row when outside the domain);
 * - while DEMO_LOGIN is on: the /login demo admin and the /admin/login `admin` account. When it is off they
 *   are removed with their sessions, so their published passwords open nothing.
 */
export async function seedAccounts(db: Connection, c: AppConfig, log: FastifyBaseLogger): Promise<void> {
  const Users = userModel(db);
  const Roles = userRoleModel(db);

  if (c.adminEmail && c.adminPassword) {
    const email = c.adminEmail.toLowerCase();
    let user = await Users.findOne({ email });
    if (!user) {
      user = await Users.create({ email, passwordHash: await hashPassword(c.adminPassword), confirmed: true });
      log.info({ email }, 'primeiro admin criado a partir de ADMIN_EMAIL');
    }
    if (!inAdminDomain(email, c.adminEmailDomain)) {
      await Roles.updateOne({ userId: user._id, role: 'admin' }, { $setOnInsert: { userId: user._id, role: 'admin' } }, { upsert: true });
    }
  }

  const demoAccounts = [
    { email: demoEmail(c.adminEmailDomain), password: DEMO_ACCOUNT.password },
    {
      email: `${DEMO_ADMIN_ACCOUNT.localPart}@${c.adminEmailDomain}`,
      username: DEMO_ADMIN_ACCOUNT.username,
      password: DEMO_ADMIN_ACCOUNT.password,
    },
  ];
  if (c.demoLogin) {
    for (const a of demoAccounts) {
      const exists = await Users.exists({ email: a.email });
      if (exists) continue;
      // The username is unique in practice: only this seed sets one.
      const takenUsername = a.username ? await Users.exists({ username: a.username }) : null;
      await Users.create({
        email: a.email,
        ...(a.username && !takenUsername ? { username: a.username } : {}),
        passwordHash: await hashPassword(a.password),
        confirmed: true,
        demo: true,
      });
    }
  } else {
    const demos = await Users.find({ demo: true }, { _id: 1 }).lean();
    if (demos.length) {
      const ids = demos.map((d) => d._id);
      await sessionModel(db).deleteMany({ userId: { $in: ids } });
      await Roles.deleteMany({ userId: { $in: ids } });
      await Users.deleteMany({ _id: { $in: ids } });
      log.info({ count: ids.length }, 'contas de demonstração removidas (DEMO_LOGIN desligado)');
    }
  }
}
