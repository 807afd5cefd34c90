import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineRoute } from '@poslovno/contract';
import { withCompanyScope } from '../../db/database';
import { addRoute, type TDeps } from '../../http';
import { ATTACHMENT_FILE_TYPES, FILE_TYPE_FACTS, FILE_TYPES } from '../file-types';
import { receiveUploads, type TUploadPolicy } from '../receive-uploads';
import { prepareStoredFileDownload } from '../stored-files';

/**
 * Upload and download routes for the platform's own tests only, registered in a test's app
 * (test/test-app.ts registerTestRoutes), never in the server: the real upload routes belong to
 * the order types that take files.
 */

const ZStoredFile = z.object({
  id: z.string(),
  fileName: z.string(),
  fileType: z.enum(FILE_TYPES),
  mediaType: z.string(),
  sizeBytes: z.number(),
  sha256: z.string(),
  createdBy: z.string(),
  createdAt: z.string(),
});

const ZUploadAnswer = z.object({
  files: z.array(ZStoredFile),
  fields: z.record(z.string(), z.unknown()),
});
export type TUploadAnswer = z.infer<typeof ZUploadAnswer>;

export const TEST_UPLOAD_POLICIES = {
  /** Message attachments as 001 §5 has them: one file of the ten types. */
  attachments: { allowedTypes: ATTACHMENT_FILE_TYPES },
  /** Up to three attachments at once. */
  several: { allowedTypes: ATTACHMENT_FILE_TYPES, maxFiles: 3 },
  /** The SEPA bulk upload's: one XML file, or a zip. */
  sepa: { allowedTypes: ['xml', 'zip'] },
} as const satisfies Record<string, TUploadPolicy>;

export const TEST_FILES_PATH = '/test-files';

function uploadRoute(policyName: string) {
  return defineRoute({
    method: 'POST',
    path: `${TEST_FILES_PATH}/${policyName}`,
    access: 'session',
    summary: `Test upload (${policyName})`,
    tag: 'test',
    status: 201,
    response: ZUploadAnswer,
  });
}

const downloadRoute = defineRoute({
  method: 'GET',
  path: `${TEST_FILES_PATH}/:fileId`,
  access: 'session',
  summary: 'Test download of a stored file',
  tag: 'test',
  params: z.object({ fileId: z.string().max(100) }),
  status: 200,
  response: null,
  file: {
    contentTypes: [...new Set(Object.values(FILE_TYPE_FACTS).map((facts) => facts.mediaType))],
  },
});

export function registerFileTestRoutes(api: FastifyInstance, deps: TDeps): void {
  for (const [name, policy] of Object.entries(TEST_UPLOAD_POLICIES)) {
    addRoute(api, deps, uploadRoute(name), async ({ request, actor }) => {
      const received = await withCompanyScope(deps.db, actor, (tx) =>
        receiveUploads(tx, deps, actor, request, policy),
      );
      return {
        files: received.files.map((file) => ({ ...file, createdAt: file.createdAt.toISOString() })),
        fields: received.fields,
      };
    });
  }
  addRoute(api, deps, downloadRoute, ({ actor, params }) =>
    prepareStoredFileDownload(deps, actor, params.fileId),
  );
}
