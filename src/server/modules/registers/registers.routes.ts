import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAdmissionRegister,
  ZAdmissionRegisterQuery,
  ZMassBalance,
  ZMassBalanceQuery,
} from '../../../shared/contracts/registers.js';
import { admissionRegisterCsv, readAdmissionRegister } from './admission-register.service.js';
import { readMassBalance } from './mass-balance.service.js';

/** The registers of issue 19: the admission register (JSON and CSV) and the mass balance of a year. */
export const registersRoutes: FastifyPluginAsyncZod = (app) => {
  app.get(
    '/api/regulation/admission-register',
    { schema: { querystring: ZAdmissionRegisterQuery, response: { 200: ZAdmissionRegister } } },
    (request) => request.withUserDb((tx, userId) => readAdmissionRegister(tx, userId, request.query)),
  );

  app.get(
    '/api/regulation/admission-register.csv',
    { schema: { querystring: ZAdmissionRegisterQuery, produces: ['text/csv'] } },
    async (request, reply) => {
      const register = await request.withUserDb((tx, userId) =>
        readAdmissionRegister(tx, userId, request.query),
      );
      const text = admissionRegisterCsv(register, request.language);
      return reply
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="registre-admission-${register.from}-${register.to}.csv"`,
        )
        .header('cache-control', 'no-store')
        .send(text);
    },
  );

  app.get(
    '/api/regulation/mass-balance',
    { schema: { querystring: ZMassBalanceQuery, response: { 200: ZMassBalance } } },
    (request) => request.withUserDb((tx, userId) => readMassBalance(tx, userId, request.query.year)),
  );
  return Promise.resolve();
};
