import { randomUUID } from 'node:crypto';
import type { TLocale } from '@poslovno/domain';
import type { TParsedTemplateInput, TSavedTemplate } from '@poslovno/contract';
import type { TActor } from '../../platform/auth/session-service';
import { withCompanyScope, type TTx } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import type { TDeps } from '../../platform/http';
import { checkTemplate } from './check-template';
import { toSavedTemplateView } from './templates.mapper';
import {
  countTemplates,
  insertTemplate,
  isTemplateNameTaken,
  lockPersonTemplates,
  selectTemplate,
  updateTemplate,
} from './templates.repository';

async function refuseTakenName(
  tx: TTx,
  actor: TActor,
  name: string,
  exceptId?: string,
): Promise<void> {
  if (await isTemplateNameTaken(tx, actor, name, exceptId))
    throw new AppError('TEMPLATE_NAME_TAKEN', {
      validations: [{ field: 'name', code: 'TEMPLATE_NAME_TAKEN' }],
    });
}

/**
 * POST /favorites: a new template of the signed-in person, within the favourites limit. The
 * person's templates stay locked from the count to the insert, so two saves at once cannot both
 * take the last place.
 */
export function createTemplate(
  deps: TDeps,
  actor: TActor,
  request: { input: TParsedTemplateInput; locale: TLocale },
): Promise<TSavedTemplate> {
  return withCompanyScope(deps.db, actor, async (tx) => {
    await lockPersonTemplates(tx, actor);
    if ((await countTemplates(tx, actor)) >= deps.config.favouritesLimit)
      throw new AppError('FAVOURITES_LIMIT_REACHED');
    const checked = await checkTemplate(tx, deps, actor, request.input);
    await refuseTakenName(tx, actor, checked.name);
    const now = deps.clock.now();
    const row = await insertTemplate(tx, {
      id: randomUUID(),
      companyId: actor.companyId,
      personId: actor.personUuid,
      name: checked.name,
      type: checked.type,
      payment: checked.payment,
      createdAt: now,
      modifiedAt: now,
    });
    return toSavedTemplateView(row, checked.warnings, request.locale);
  });
}

/** PUT /favorites/{id}: the template's name, type and payment replaced, by the same rules. */
export function replaceTemplate(
  deps: TDeps,
  actor: TActor,
  request: { favoriteId: string; input: TParsedTemplateInput; locale: TLocale },
): Promise<TSavedTemplate> {
  return withCompanyScope(deps.db, actor, async (tx) => {
    await lockPersonTemplates(tx, actor);
    if (!(await selectTemplate(tx, actor, request.favoriteId))) throw new AppError('NOT_FOUND');
    const checked = await checkTemplate(tx, deps, actor, request.input);
    await refuseTakenName(tx, actor, checked.name, request.favoriteId);
    const row = await updateTemplate(tx, actor, request.favoriteId, {
      name: checked.name,
      type: checked.type,
      payment: checked.payment,
      modifiedAt: deps.clock.now(),
    });
    if (!row) throw new AppError('NOT_FOUND');
    return toSavedTemplateView(row, checked.warnings, request.locale);
  });
}
