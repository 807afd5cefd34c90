import type { TContentIssueCode, TPain001Issue } from '../pain001-issues';

/** Where an issue is: the element's start tag, its path and its text as written. */
export interface TIssuePlace {
  line: number;
  column: number;
  path: string;
  xml: string;
}

/** The group and transaction an issue belongs to, as the server shows it beside the item. */
export interface TIssueContext {
  groupIndex?: number;
  pmtInfId?: string;
  transactionIndex?: number;
  instrId?: string;
}

export interface TIssueFinding {
  code: TContentIssueCode;
  values: Readonly<Record<string, string | number>>;
}

/**
 * The issues kept for the answer: a file can hold a million bad lines, so only the first
 * `maxIssues` are kept (their place built only then), but every one is counted.
 */
export class IssueList {
  private readonly kept: TPain001Issue[] = [];
  private found = 0;

  constructor(private readonly maxIssues: number) {}

  add(finding: TIssueFinding, describePlace: () => TIssuePlace, context: TIssueContext): void {
    this.found += 1;
    if (this.kept.length >= this.maxIssues) return;
    this.kept.push({ ...finding, ...describePlace(), ...context });
  }

  /** In the order of the file: a file's counts are judged last but sit in its header. */
  listInFileOrder(): TPain001Issue[] {
    return [...this.kept].sort((a, b) => a.line - b.line || a.column - b.column);
  }

  get count(): number {
    return this.found;
  }
}
