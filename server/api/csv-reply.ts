import type { FastifyReply } from 'fastify';

/** A report's CSV as a download (the reports of partners and of the back office). */
export function sendCsv(reply: FastifyReply, csv: string, filename: string) {
  return reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${filename}"`).send(csv);
}
