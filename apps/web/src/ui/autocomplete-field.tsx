import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import {
  Button as AriaButton,
  Collection,
  ComboBox,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  ListBoxLoadMoreItem,
  Popover,
  Text,
  type Key,
} from 'react-aria-components';
import { useT } from '../i18n/i18n-context';
import { mergeKeysetPage, type TKeysetPage } from './keyset-list';
import fieldStyles from './field.module.css';
import { FieldMessages } from './form-fields';
import styles from './autocomplete-field.module.css';

/** One page of options and the opaque keyset cursor of the next (null at the end). */
export type TOptionPage<T> = TKeysetPage<T>;

export interface TLoadOptionsRequest {
  filterText: string;
  /** null for the first page. */
  cursor: string | null;
  /** Aborted when newer text replaces this request or the field goes away. */
  signal: AbortSignal;
}

export type TLoadOptions<T> = (request: TLoadOptionsRequest) => Promise<TOptionPage<T>>;

/** 000 §9: the select popup keeps this distance from the viewport's edges. */
const POPUP_VIEWPORT_MARGIN_PX = 64;

type TListStatus = 'idle' | 'loading' | 'loadingMore' | 'loaded' | 'failed';

interface TOptionList<T> {
  status: TListStatus;
  items: readonly T[];
  nextCursor: string | null;
  /** The cursor of the page that failed (null: the first), so a retry asks for that page again. */
  failedCursor: string | null;
}

const IDLE_LIST: TOptionList<never> = {
  status: 'idle',
  items: [],
  nextCursor: null,
  failedCursor: null,
};

/**
 * The options for one filter text, paged by cursor. Only the latest request may write its answer:
 * a new text aborts the request before it, so a late answer for an old text never shows.
 */
function useOptionList<T>(loadOptions: TLoadOptions<T>, getKey: (item: T) => string) {
  const [list, setList] = useState<TOptionList<T>>(IDLE_LIST);
  const loadOptionsRef = useRef(loadOptions);
  const getKeyRef = useRef(getKey);
  const requestRef = useRef<AbortController | null>(null);
  const timerRef = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const filterTextRef = useRef('');

  useEffect(() => {
    loadOptionsRef.current = loadOptions;
    getKeyRef.current = getKey;
  });

  const cancelPending = useCallback(() => {
    clearTimeout(timerRef.current);
    requestRef.current?.abort();
    requestRef.current = null;
  }, []);

  useEffect(() => cancelPending, [cancelPending]);

  const fetchPage = useCallback(async (filterText: string, cursor: string | null) => {
    requestRef.current?.abort();
    const controller = new AbortController();
    requestRef.current = controller;
    setList((previous) =>
      cursor === null
        ? { ...IDLE_LIST, status: 'loading' }
        : { ...previous, status: 'loadingMore', failedCursor: null },
    );
    try {
      const page = await loadOptionsRef.current({ filterText, cursor, signal: controller.signal });
      if (requestRef.current !== controller) return;
      setList((previous) => ({
        status: 'loaded',
        items: mergeKeysetPage(previous.items, page.items, {
          isFirstPage: cursor === null,
          getKey: getKeyRef.current,
        }),
        nextCursor: page.nextCursor,
        failedCursor: null,
      }));
    } catch {
      // A replaced request's failure (usually its own abort) belongs to text nobody sees any more;
      // the current one's shows in the list, with a retry.
      if (requestRef.current !== controller) return;
      setList((previous) => ({ ...previous, status: 'failed', failedCursor: cursor }));
    } finally {
      if (requestRef.current === controller) requestRef.current = null;
    }
  }, []);

  const search = useCallback(
    (filterText: string, delayMs: number) => {
      cancelPending();
      filterTextRef.current = filterText;
      setList({ ...IDLE_LIST, status: 'loading' });
      if (delayMs > 0) {
        timerRef.current = setTimeout(() => void fetchPage(filterText, null), delayMs);
      } else {
        void fetchPage(filterText, null);
      }
    },
    [cancelPending, fetchPage],
  );

  const reset = useCallback(() => {
    cancelPending();
    setList(IDLE_LIST);
  }, [cancelPending]);

  const loadMore = useCallback(() => {
    if (list.status !== 'loaded' || list.nextCursor === null) return;
    void fetchPage(filterTextRef.current, list.nextCursor);
  }, [fetchPage, list.status, list.nextCursor]);

  const retry = useCallback(() => {
    if (list.status === 'failed') void fetchPage(filterTextRef.current, list.failedCursor);
  }, [fetchPage, list.status, list.failedCursor]);

  return { ...list, search, reset, loadMore, retry };
}

export interface TAutocompleteFieldProps<T> {
  label: string;
  /** Fetches one page of options for the typed text; it should stop when the signal aborts. */
  loadOptions: TLoadOptions<T>;
  getKey: (item: T) => string;
  /** The option's plain text: what the input shows once chosen, and what is read aloud. */
  getText: (item: T) => string;
  /** Richer content of an option in the list; getText's text when absent. */
  renderOption?: (item: T) => ReactNode;
  /** Options shown but not choosable. */
  isOptionDisabled?: (item: T) => boolean;
  selectedItem: T | null;
  onSelectionChange: (item: T | null) => void;
  /** With allowsCustomValue: every text the person types (a chosen option arrives as the item). */
  onTextChange?: (text: string) => void;
  /** Waits this long after the last keystroke before asking; 0 asks at once. */
  debounceMs?: number;
  /** Asks for the options when the field gets focus, so the list is ready when it opens. */
  isFetchedOnFocus?: boolean;
  isRequired?: boolean;
  isDisabled?: boolean;
  /** Shows the chosen option without letting it change; the list does not open. */
  isReadOnly?: boolean;
  /** Shown under the field; its presence marks the field invalid. */
  errorMessage?: string | undefined;
  description?: string;
  placeholder?: string;
  name?: string;
  /** Keeps typed text that matches no option (the selection becomes null) instead of reverting. */
  allowsCustomValue?: boolean;
}

/**
 * A text field that suggests options fetched for the typed text (000 §2 "autocomplete select"):
 * optionally delayed, more pages on scrolling to the end, a retry inside the list on failure.
 */
export function AutocompleteField<T>({
  label,
  loadOptions,
  getKey,
  getText,
  renderOption,
  isOptionDisabled,
  selectedItem,
  onSelectionChange,
  onTextChange,
  debounceMs = 0,
  isFetchedOnFocus = true,
  isRequired = false,
  isDisabled = false,
  isReadOnly = false,
  errorMessage,
  description,
  placeholder,
  name,
  allowsCustomValue = false,
}: TAutocompleteFieldProps<T>) {
  const t = useT();
  const retryKey = `${useId()}-retry`;
  const list = useOptionList(loadOptions, getKey);
  /** The text being typed; null while the input shows the chosen option's text. */
  const [typedText, setTypedText] = useState<string | null>(null);
  const selectedKey = selectedItem === null ? null : getKey(selectedItem);
  const selectedText = selectedItem === null ? '' : getText(selectedItem);

  function loadIfIdle() {
    if (list.status === 'idle') list.search(typedText ?? '', 0);
  }

  function showSelectedText() {
    setTypedText(null);
    list.reset();
  }

  function handleInputChange(text: string) {
    onTextChange?.(text);
    if (text === '' && selectedItem !== null) onSelectionChange(null);
    const isSelectedText = selectedItem !== null && text === selectedText;
    setTypedText(isSelectedText ? null : text);
    list.search(isSelectedText ? '' : text, debounceMs);
  }

  function handleChange(key: Key | null) {
    if (key === retryKey) {
      list.retry();
    } else if (key === null) {
      handleCommitWithoutOption();
    } else if (key === selectedKey) {
      showSelectedText();
    } else {
      const item = list.items.find((option) => getKey(option) === key);
      if (item !== undefined) onSelectionChange(item);
      showSelectedText();
    }
  }

  /**
   * react-aria commits null for custom text, and also when the chosen option is not among the
   * loaded ones; only text the person typed may clear the choice.
   */
  function handleCommitWithoutOption() {
    if (allowsCustomValue && typedText !== null) {
      if (selectedItem !== null) onSelectionChange(null);
      return;
    }
    showSelectedText();
  }

  function renderListState() {
    if (list.status === 'failed') return null;
    const text = list.status === 'loaded' ? t('ui.autocomplete.noOptions') : t('app.loading');
    return <div className={styles.stateRow}>{text}</div>;
  }

  return (
    <ComboBox
      className={fieldStyles.field}
      items={list.items}
      value={selectedKey}
      onChange={handleChange}
      inputValue={typedText ?? selectedText}
      onInputChange={handleInputChange}
      onOpenChange={(isOpen) => isOpen && loadIfIdle()}
      onFocus={() => isFetchedOnFocus && !isReadOnly && loadIfIdle()}
      allowsEmptyCollection
      allowsCustomValue={allowsCustomValue}
      isRequired={isRequired}
      isDisabled={isDisabled}
      isReadOnly={isReadOnly}
      isInvalid={errorMessage !== undefined}
      name={name}
    >
      <Label className={fieldStyles.label}>{label}</Label>
      <div className={styles.control}>
        <Input
          className={isReadOnly ? fieldStyles.input : `${fieldStyles.input} ${styles.input}`}
          placeholder={placeholder}
          spellCheck={false}
        />
        {isReadOnly ? null : (
          <AriaButton className={styles.toggle}>
            <span aria-hidden="true">▾</span>
          </AriaButton>
        )}
      </div>
      <FieldMessages description={description} errorMessage={errorMessage} />
      <Popover
        className={`${fieldStyles.popover} ${styles.popover}`}
        containerPadding={POPUP_VIEWPORT_MARGIN_PX}
      >
        <ListBox className={fieldStyles.listBox} renderEmptyState={renderListState}>
          <Collection items={list.items} dependencies={[getText, renderOption, isOptionDisabled]}>
            {(item) => (
              <ListBoxItem
                id={getKey(item)}
                textValue={getText(item)}
                isDisabled={isOptionDisabled?.(item) ?? false}
                className={`${fieldStyles.listBoxItem} ${styles.option}`}
              >
                {renderOption ? renderOption(item) : getText(item)}
              </ListBoxItem>
            )}
          </Collection>
          {list.status === 'failed' ? (
            <ListBoxItem
              id={retryKey}
              textValue={t('common.retry')}
              className={`${fieldStyles.listBoxItem} ${styles.retry}`}
            >
              <Text slot="description" className={styles.failure}>
                {t('ui.autocomplete.loadFailed')}
              </Text>
              <Text slot="label" className={styles.retryLabel}>
                {t('common.retry')}
              </Text>
            </ListBoxItem>
          ) : null}
          <ListBoxLoadMoreItem
            onLoadMore={list.loadMore}
            isLoading={list.status === 'loadingMore'}
            className={styles.stateRow}
          >
            {t('ui.autocomplete.loadingMore')}
          </ListBoxLoadMoreItem>
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
