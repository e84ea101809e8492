import type { FastifyInstance } from 'fastify';

/** Filled in by its own issue; registered now so the route table has one owner per resource. */
export default async function dashboardRoutes(_app: FastifyInstance) {}
