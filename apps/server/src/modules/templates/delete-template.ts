import type { TActor } from '../../platform/auth/session-service';
import { withCompanyScope, type TDb } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { deleteTemplateById } from './templates.repository';

/**
 * DELETE /favorites/{id}. A template that is not the person's own, or no longer there, answers
 * the spec's "delete error" (000 §8), the same whichever it is.
 */
export async function deleteTemplate(
  deps: { db: TDb },
  actor: TActor,
  favoriteId: string,
): Promise<void> {
  const isDeleted = await withCompanyScope(deps.db, actor, (tx) =>
    deleteTemplateById(tx, actor, favoriteId),
  );
  if (!isDeleted) throw new AppError('TEMPLATE_DELETE_ERROR');
}
