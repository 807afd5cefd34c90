import type { TLocale } from '@poslovno/domain';
import type { TTemplate, TTemplates } from '@poslovno/contract';
import type { TActor } from '../../platform/auth/session-service';
import { withCompanyScope, type TDb } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { toTemplateView } from './templates.mapper';
import { selectTemplate, selectTemplates } from './templates.repository';

/** GET /favorites: the person's templates by name ascending, as the locale sorts (000 §2). */
export async function listTemplates(
  deps: { db: TDb },
  actor: TActor,
  locale: TLocale,
): Promise<TTemplates> {
  const rows = await withCompanyScope(deps.db, actor, (tx) => selectTemplates(tx, actor, locale));
  return { favorites: rows.map(toTemplateView) };
}

/** GET /favorites/{id}: another person's or company's template is as unknown as a missing one. */
export async function getTemplate(
  deps: { db: TDb },
  actor: TActor,
  favoriteId: string,
): Promise<TTemplate> {
  const row = await withCompanyScope(deps.db, actor, (tx) => selectTemplate(tx, actor, favoriteId));
  if (!row) throw new AppError('NOT_FOUND');
  return toTemplateView(row);
}
