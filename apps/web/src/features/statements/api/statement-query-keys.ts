export const statementsQueryRoot = ['statements'] as const;
export const statementTypesQueryKey = ['statements', 'types'] as const;

export function getStatementListQueryKey(filter: object) {
  return ['statements', 'list', filter] as const;
}
