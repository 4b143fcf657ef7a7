import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponse } from '@studio/contracts/common';
import {
  AUTH_MESSAGES,
  ConfirmBody,
  LoginBody,
  MeResponse,
  MessageResponse,
  PASSWORD_MIN_LENGTH,
  SignupBody,
} from '@studio/contracts/auth';
import { HttpError } from '../../../lib/errors';
import type { Types } from 'mongoose';
import { userModel } from '../../../models/user';
import { hashPassword, verifyPassword } from '../../../features/auth/passwords';
import { newToken, tokenDigest } from '../../../features/auth/tokens';
import { limiterKeys, loginLimiter } from '../../../features/auth/login-limiter';
import { confirmationMail } from '../../../features/auth/confirmation-mail';
import { inAdminDomain } from '../../../features/auth/admin-rule';

const CONFIRM_TTL_MS = 24 * 60 * 60_000;
/** An unconfirmed account that signs in gets a new link, at most this often. */
const RESEND_AFTER_MS = 10 * 60_000;
const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 409: ErrorResponse, 429: ErrorResponse };

const auth: FastifyPluginAsyncTypebox = async (app) => {
  const Users = userModel(app.db);
  const limiter = loginLimiter(app.db, app.config.authRateLimitMax);
  // Sign-up and confirmation are limited per IP like any form that writes and sends e-mail.
  const formLimit = { rateLimit: { max: app.config.authRateLimitMax, timeWindow: '15 minutes' } };

  async function sendConfirmation(user: { _id: Types.ObjectId; email: string }) {
    const token = newToken();
    await Users.updateOne(
      { _id: user._id },
      { $set: { confirmTokenHash: tokenDigest(token), confirmTokenExpiresAt: new Date(Date.now() + CONFIRM_TTL_MS), confirmSentAt: new Date() } },
    );
    await app.outbox.enqueue([confirmationMail({ to: user.email, userId: String(user._id), token, publicUrl: app.config.publicUrl })]);
  }

  app.post(
    '/signup',
    {
      config: formLimit,
      schema: { tags: ['autenticação'], summary: 'Cadastro (só e-mails do domínio)', body: SignupBody, response: { 201: MessageResponse, ...errors } },
    },
    async (req, reply) => {
      const email = req.body.email.trim().toLowerCase();
      if (!inAdminDomain(email, app.config.adminEmailDomain)) throw new HttpError(403, AUTH_MESSAGES.signupDomain(app.config.adminEmailDomain));
      if (req.body.password.length < PASSWORD_MIN_LENGTH) throw new HttpError(400, AUTH_MESSAGES.passwordTooShort);
      if (await Users.exists({ email })) throw new HttpError(409, AUTH_MESSAGES.emailTaken);
      let user;
      try {
        user = await Users.create({ email, passwordHash: await hashPassword(req.body.password), confirmed: false });
      } catch (err) {
        // Two sign-ups racing for one address: the unique index answers for the second.
        if ((err as { code?: number }).code === 11000) throw new HttpError(409, AUTH_MESSAGES.emailTaken);
        throw err;
      }
      await sendConfirmation(user);
      return reply.code(201).send({ message: AUTH_MESSAGES.signupSuccess });
    },
  );

  app.post(
    '/confirm',
    { config: formLimit, schema: { tags: ['autenticação'], summary: 'Confirma o e-mail pelo token do link', body: ConfirmBody, response: { 200: MessageResponse, ...errors } } },
    async (req) => {
      const user = await Users.findOneAndUpdate(
        { confirmTokenHash: tokenDigest(req.body.token), confirmTokenExpiresAt: { $gt: new Date() } },
        { $set: { confirmed: true }, $unset: { confirmTokenHash: 1, confirmTokenExpiresAt: 1 } },
      );
      if (!user) throw new HttpError(400, AUTH_MESSAGES.confirmInvalid);
      return { message: AUTH_MESSAGES.confirmed };
    },
  );

  app.post(
    '/login',
    { schema: { tags: ['autenticação'], summary: 'Entrar com e-mail ou usuário', body: LoginBody, response: { 200: MeResponse, ...errors } } },
    async (req, reply) => {
      const login = req.body.login.trim().toLowerCase();
      const keys = limiterKeys(req.ip, login);
      if (await limiter.blocked(keys)) {
        reply.header('Retry-After', String(15 * 60));
        throw new HttpError(429, AUTH_MESSAGES.tooManyAttempts);
      }
      const user = await Users.findOne(login.includes('@') ? { email: login } : { username: login });
      const usable = user && !(user.demo && !app.config.demoLogin);
      const ok = await verifyPassword(usable ? user.passwordHash : undefined, req.body.password);
      if (!ok || !user) {
        await limiter.fail(keys);
        throw new HttpError(401, AUTH_MESSAGES.invalidCredentials);
      }
      await limiter.succeed(keys[1]!);
      if (!user.confirmed) {
        if (!user.confirmSentAt || Date.now() - user.confirmSentAt.getTime() > RESEND_AFTER_MS) await sendConfirmation(user);
        throw new HttpError(403, AUTH_MESSAGES.notConfirmed);
      }
      return app.auth.start(req, reply, user);
    },
  );

  app.post(
    '/logout',
    { schema: { tags: ['autenticação'], summary: 'Encerra a sessão (no servidor também)', response: { 204: { type: 'null' } } } },
    async (req, reply) => {
      await app.auth.end(req, reply);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/me',
    { schema: { tags: ['autenticação'], summary: 'Usuário da sessão e se é admin', response: { 200: MeResponse } } },
    async (req, reply) => {
      reply.header('Cache-Control', 'no-store');
      return app.auth.me(req, reply);
    },
  );
};

export default auth;
