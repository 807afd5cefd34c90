import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import {
  Cell,
  Checkbox,
  Column,
  Row,
  Table,
  TableBody,
  TableHeader,
  TableLayout,
  Virtualizer,
  type Selection,
  type SortDescriptor,
} from 'react-aria-components';
import { useT } from '../i18n/i18n-context';
import { Button } from './button';
import { ErrorNotice } from './error-notice';
import type { TRowKey } from './keyset-list';
import { Spinner } from './spinner';
import styles from './data-table.module.css';

/** Above this many rows only the rows in view are rendered, unless the caller decides. */
export const VIRTUALIZE_ABOVE_ROWS = 200;

// Virtualised rows need a fixed height; in rem so that the larger font settings of 000 §9 fit.
const VIRTUAL_ROW_HEIGHT_REM = 3.25;
const VIRTUAL_HEADING_HEIGHT_REM = 3;
const DEFAULT_MIN_COLUMN_WIDTH_REM = 9;

export interface TDataTableColumn<T> {
  id: string;
  header: string;
  cell: (row: T) => ReactNode;
  isSortable?: boolean;
  /** 'end' for amounts: right-aligned with tabular figures so decimals line up. */
  align?: 'start' | 'end';
  /** The column that names the row for screen readers (the first one if none is marked). */
  isRowHeader?: boolean;
  /** The narrowest a column of a virtualised table gets before the table scrolls sideways. */
  minWidthRem?: number;
}

export interface TDataTableProps<T> {
  /** The table's accessible name. */
  label: string;
  columns: readonly TDataTableColumn<T>[];
  rows: readonly T[];
  getRowKey: (row: T) => TRowKey;
  /** Sorting is the caller's: it sorts the rows or asks the server again. */
  sortDescriptor?: SortDescriptor;
  onSortChange?: (descriptor: SortDescriptor) => void;
  selectionMode?: 'none' | 'multiple';
  /** Controlled selection; without it the table keeps its own. */
  selectedKeys?: Selection;
  onSelectionChange?: (keys: Selection) => void;
  /** The first page is loading: a loading row instead of the rows. */
  isLoading?: boolean;
  error?: Error | null;
  onRetry?: () => void;
  emptyText?: string;
  hasMore?: boolean;
  onLoadMore?: () => void;
  isLoadingMore?: boolean;
  /** Export buttons and bulk actions, shown above the table with the number of selected rows. */
  toolbar?: ReactNode;
  isVirtualized?: boolean;
  /** Marks a row as the current one (the session in use): highlighted, `data-current`. */
  isCurrentRow?: (row: T) => boolean;
}

interface TFocusAfterLastPageState<T> {
  rows: readonly T[];
  getRowKey: (row: T) => TRowKey;
  hasMore: boolean;
  isLoadingMore: boolean;
}

function countSelected(selection: Selection, rowCount: number): number {
  return selection === 'all' ? rowCount : selection.size;
}

function readRootFontSizePx(): number {
  return Number.parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
}

function SelectionCheckbox() {
  return (
    <Checkbox slot="selection" className={styles.checkbox}>
      {({ isSelected, isIndeterminate }) => (
        <span className={styles.checkboxBox} aria-hidden="true">
          {isIndeterminate ? '–' : isSelected ? '✓' : ''}
        </span>
      )}
    </Checkbox>
  );
}

function SortMark({ direction }: { direction: SortDescriptor['direction'] | undefined }) {
  const mark = direction === 'ascending' ? '↑' : direction === 'descending' ? '↓' : '↕';
  return (
    <span className={direction ? styles.sortMark : styles.sortMarkIdle} aria-hidden="true">
      {mark}
    </span>
  );
}

function getAlignClass(align: 'start' | 'end' | undefined): string | undefined {
  return align === 'end' ? styles.alignEnd : undefined;
}

function TableState({
  isLoading,
  error,
  onRetry,
  emptyText,
}: Pick<TDataTableProps<unknown>, 'isLoading' | 'error' | 'onRetry' | 'emptyText'>) {
  const t = useT();
  if (error) return <ErrorNotice error={error} onRetry={onRetry} />;
  if (isLoading) return <Spinner label={t('ui.table.loading')} />;
  return <p className={styles.empty}>{emptyText ?? t('ui.table.empty')}</p>;
}

function isFocusLost(): boolean {
  return document.activeElement === null || document.activeElement === document.body;
}

/** Focuses the row once react-aria has rendered it, which happens after the rows change. */
function focusRowWhenRendered(table: HTMLElement, key: TRowKey): () => void {
  const selector = `[data-key="${CSS.escape(String(key))}"]`;
  const tryFocus = () => {
    const row = table.querySelector<HTMLElement>(selector);
    if (row && isFocusLost()) row.focus();
    return row !== null;
  };
  if (tryFocus()) return () => undefined;
  const observer = new MutationObserver(() => {
    if (tryFocus()) observer.disconnect();
  });
  observer.observe(table, { childList: true, subtree: true });
  return () => observer.disconnect();
}

/**
 * After "load more" fetched the last page the button is gone and focus would fall to the page, so
 * it moves to the first row that arrived. While more pages remain, it stays on the button.
 */
function useFocusAfterLastPage<T>(
  tableRef: RefObject<HTMLElement | null>,
  { rows, getRowKey, hasMore, isLoadingMore }: TFocusAfterLastPageState<T>,
): () => void {
  const firstNewIndex = useRef<number | null>(null);
  useEffect(() => {
    const index = firstNewIndex.current;
    if (index === null || isLoadingMore) return;
    firstNewIndex.current = null;
    const firstNew = rows[index];
    const table = tableRef.current;
    if (hasMore || firstNew === undefined || !table) return;
    return focusRowWhenRendered(table, getRowKey(firstNew));
  }, [tableRef, rows, getRowKey, hasMore, isLoadingMore]);
  return () => {
    firstNewIndex.current = rows.length;
  };
}

function DataTableToolbar({
  selectedCount,
  isSelectable,
  children,
}: {
  selectedCount: number;
  isSelectable: boolean;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <div className={styles.toolbar}>
      {children}
      {isSelectable ? (
        // Not a live region: react-aria already announces each selection change.
        <span className={styles.selectedCount}>
          {selectedCount > 0 ? t('ui.table.selectedCount', { count: selectedCount }) : null}
        </span>
      ) : null}
    </div>
  );
}

function DataTableColumns<T>({
  columns,
  selectionMode,
  minWidthPx,
}: {
  columns: readonly TDataTableColumn<T>[];
  selectionMode: 'none' | 'multiple';
  minWidthPx: (column: TDataTableColumn<T>) => number | undefined;
}) {
  return (
    <TableHeader className={styles.header}>
      {selectionMode === 'multiple' ? (
        <Column className={`${styles.column} ${styles.selectionColumn}`} minWidth={56}>
          <SelectionCheckbox />
        </Column>
      ) : null}
      {columns.map((column) => (
        <Column
          key={column.id}
          id={column.id}
          isRowHeader={column.isRowHeader}
          allowsSorting={column.isSortable}
          minWidth={minWidthPx(column)}
          className={joinClasses(styles.column, getAlignClass(column.align))}
        >
          {({ sortDirection, allowsSorting }) => (
            <span className={styles.columnContent}>
              {column.header}
              {allowsSorting ? <SortMark direction={sortDirection} /> : null}
            </span>
          )}
        </Column>
      ))}
    </TableHeader>
  );
}

function joinClasses(...classes: (string | undefined)[]): string {
  return classes.filter(Boolean).join(' ');
}

/**
 * A data table on react-aria's grid: sortable columns (aria-sort), row selection with checkboxes
 * and Space, arrow-key navigation, keyset "load more" below it, and virtualisation for long
 * lists. On narrow screens it scrolls sideways inside its own box, never the page.
 */
export function DataTable<T>(props: TDataTableProps<T>) {
  const t = useT();
  const { columns, rows, getRowKey, selectionMode = 'none', hasMore = false } = props;
  const { isLoadingMore = false, isCurrentRow } = props;
  const [ownSelection, setOwnSelection] = useState<Selection>(new Set());
  const selection = props.selectedKeys ?? ownSelection;
  const selectedCount = countSelected(selection, rows.length);
  const isVirtualized = props.isVirtualized ?? rows.length > VIRTUALIZE_ABOVE_ROWS;
  const remPx = isVirtualized ? readRootFontSizePx() : 0;
  const tableRef = useRef<HTMLTableElement | HTMLDivElement>(null);
  const expectNextPage = useFocusAfterLastPage(tableRef, {
    rows,
    getRowKey,
    hasMore,
    isLoadingMore,
  });

  useEffect(() => {
    // react-aria's Table passes no aria-busy through; screen readers wait for the rows with it.
    const table = tableRef.current;
    if (props.isLoading || isLoadingMore) table?.setAttribute('aria-busy', 'true');
    else table?.removeAttribute('aria-busy');
  }, [props.isLoading, isLoadingMore]);

  function changeSelection(keys: Selection) {
    setOwnSelection(keys);
    props.onSelectionChange?.(keys);
  }

  function loadMore() {
    expectNextPage();
    props.onLoadMore?.();
  }

  const table = (
    <Table
      ref={tableRef}
      aria-label={props.label}
      className={joinClasses(styles.table, isVirtualized ? styles.virtualTable : undefined)}
      sortDescriptor={props.sortDescriptor}
      onSortChange={props.onSortChange}
      selectionMode={selectionMode}
      selectedKeys={selection}
      onSelectionChange={changeSelection}
    >
      <DataTableColumns
        columns={columns}
        selectionMode={selectionMode}
        minWidthPx={(column) =>
          isVirtualized ? (column.minWidthRem ?? DEFAULT_MIN_COLUMN_WIDTH_REM) * remPx : undefined
        }
      />
      <TableBody
        className={styles.body}
        items={rows}
        dependencies={[columns, isCurrentRow, selectionMode]}
        renderEmptyState={() => (
          <div className={styles.state}>
            <TableState
              isLoading={props.isLoading}
              error={props.error}
              onRetry={props.onRetry}
              emptyText={props.emptyText}
            />
          </div>
        )}
      >
        {(row) => (
          <Row
            id={getRowKey(row)}
            className={styles.row}
            data-current={isCurrentRow?.(row) || undefined}
          >
            {selectionMode === 'multiple' ? (
              <Cell className={`${styles.cell} ${styles.selectionCell}`}>
                <SelectionCheckbox />
              </Cell>
            ) : null}
            {columns.map((column) => (
              <Cell
                key={column.id}
                className={joinClasses(styles.cell, getAlignClass(column.align))}
              >
                {column.cell(row)}
              </Cell>
            ))}
          </Row>
        )}
      </TableBody>
    </Table>
  );

  return (
    <div className={styles.dataTable}>
      {props.toolbar !== undefined || selectionMode === 'multiple' ? (
        <DataTableToolbar selectedCount={selectedCount} isSelectable={selectionMode === 'multiple'}>
          {props.toolbar}
        </DataTableToolbar>
      ) : null}
      {isVirtualized ? (
        <Virtualizer
          layout={TableLayout}
          layoutOptions={{
            rowHeight: VIRTUAL_ROW_HEIGHT_REM * remPx,
            headingHeight: VIRTUAL_HEADING_HEIGHT_REM * remPx,
          }}
        >
          {table}
        </Virtualizer>
      ) : (
        <div className={styles.scrollBox}>{table}</div>
      )}
      {props.error && rows.length > 0 ? (
        <ErrorNotice error={props.error} onRetry={props.onRetry} />
      ) : null}
      {hasMore && props.onLoadMore ? (
        <div className={styles.more}>
          <Button onPress={loadMore} isBusy={isLoadingMore}>
            {t('ui.table.loadMore')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
