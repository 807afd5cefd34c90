import { ZLocaleQuery } from './common';
import { defineRoute } from './route-definition';
import {
  ZSavedTemplate,
  ZTemplate,
  ZTemplateIdParams,
  ZTemplateInput,
  ZTemplates,
} from './templates';

/** 000 §7 templates (favourites): the signed-in person's own saved payments in this company. */
export const templateRoutes = {
  getFavorites: defineRoute({
    method: 'GET',
    path: '/favorites',
    access: 'session',
    service: 'TEMPLATES',
    tag: 'templates',
    summary: "The person's templates, sorted by name ascending in the locale's collation",
    querystring: ZLocaleQuery,
    status: 200,
    response: ZTemplates,
  }),
  postFavorite: defineRoute({
    method: 'POST',
    path: '/favorites',
    access: 'session',
    service: 'TEMPLATES',
    tag: 'templates',
    summary:
      'Saves a template after the payment rules (amount, date and debit account may be empty), within the favourites limit',
    body: ZTemplateInput,
    status: 201,
    response: ZSavedTemplate,
  }),
  getFavorite: defineRoute({
    method: 'GET',
    path: '/favorites/:favoriteId',
    access: 'session',
    service: 'TEMPLATES',
    tag: 'templates',
    summary: "One of the person's templates",
    params: ZTemplateIdParams,
    status: 200,
    response: ZTemplate,
  }),
  putFavorite: defineRoute({
    method: 'PUT',
    path: '/favorites/:favoriteId',
    access: 'session',
    service: 'TEMPLATES',
    tag: 'templates',
    summary: "Replaces a template's name, type and payment, by the rules of a new one",
    params: ZTemplateIdParams,
    body: ZTemplateInput,
    status: 200,
    response: ZSavedTemplate,
  }),
  deleteFavorite: defineRoute({
    method: 'DELETE',
    path: '/favorites/:favoriteId',
    access: 'session',
    service: 'TEMPLATES',
    tag: 'templates',
    summary: 'Deletes one of the person’s templates; an unknown one answers the delete error',
    params: ZTemplateIdParams,
    status: 204,
    response: null,
  }),
} as const;
