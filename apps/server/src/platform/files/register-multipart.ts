import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { TConfig } from '../config';
import { readMultipartLimits } from './receive-uploads';

/**
 * multipart/form-data for the upload routes, parsed by streaming (@fastify/multipart on busboy):
 * nothing is read until a route's handler asks for the parts (receive-uploads.ts), which sets the
 * route's own limits; these are the defaults of the configuration. Requests of other types keep
 * their parsers.
 */
export async function registerMultipart(app: FastifyInstance, config: TConfig): Promise<void> {
  await app.register(multipart, {
    limits: readMultipartLimits({
      maxBytes: config.maxUploadMb * 1024 * 1024,
      maxFiles: config.maxUploadFiles,
    }),
  });
}
