import {
  createContext,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';

/**
 * A field that reads its own text (a date, an amount) knows before its form whether what it shows
 * is valid. These let every form of the design system ask its fields before it saves: a field
 * registers itself, says what it refuses, and on submit judges the text it shows, so a form never
 * saves a value other than the one on screen and never saves while a field says no.
 */

export interface TFieldVerdict {
  /** Why the shown text is refused; undefined when it is accepted. */
  message: string | undefined;
  /** The field has just handed its form a value the form did not hold yet. */
  hasChanged: boolean;
}

export interface TCheckedField {
  /** The field's own visible label, by which the error summary names it. */
  label: string;
  /** What the field says under itself about its own text now (not a message given from outside). */
  message: string | undefined;
  /** Judges the shown text as Enter would: shows the verdict and hands a valid value on. */
  commit: () => TFieldVerdict;
  /** The element that takes the focus when the summary's item is chosen. */
  getElement: () => HTMLElement | null;
}

export interface TFieldProblem {
  key: string;
  label: string;
  message: string;
  focus: () => void;
}

interface TFieldRegistry {
  register: (key: string, field: RefObject<TCheckedField>) => void;
  unregister: (key: string) => void;
  /** The field's shown refusal changed: the form's summary follows it. */
  report: () => void;
}

const FormChecksContext = createContext<TFieldRegistry | null>(null);

function compareDocumentOrder(a: HTMLElement | null, b: HTMLElement | null): number {
  if (a === null || b === null || a === b) return 0;
  return a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
}

function toProblems(
  entries: readonly (readonly [string, TCheckedField, string | undefined])[],
): TFieldProblem[] {
  return entries
    .filter((entry): entry is readonly [string, TCheckedField, string] => entry[2] !== undefined)
    .sort(([, a], [, b]) => compareDocumentOrder(a.getElement(), b.getElement()))
    .map(([key, field, message]) => ({
      key,
      label: field.label,
      message,
      focus: () => field.getElement()?.focus(),
    }));
}

function readProblems(fields: ReadonlyMap<string, RefObject<TCheckedField>>): TFieldProblem[] {
  return toProblems(
    [...fields].map(([key, field]) => [key, field.current, field.current.message] as const),
  );
}

export interface TFormChecks {
  /** Every registered field's shown refusal, in the order the fields stand on the page. */
  problems: readonly TFieldProblem[];
  /** Judges every field's shown text, as a submit must before it saves anything. */
  commitAll: () => { problems: TFieldProblem[]; hasChanged: boolean };
  registry: TFieldRegistry;
}

/** The checks of one form; its fields register inside `FormChecksScope`. */
export function useFormChecks(): TFormChecks {
  const fieldsRef = useRef(new Map<string, RefObject<TCheckedField>>());
  const [problems, setProblems] = useState<readonly TFieldProblem[]>([]);
  const registry = useMemo<TFieldRegistry>(() => {
    // Called from the fields' effects, after each has stored its latest state.
    const refresh = () => setProblems(readProblems(fieldsRef.current));
    return {
      register: (key, field) => {
        fieldsRef.current.set(key, field);
        refresh();
      },
      unregister: (key) => {
        fieldsRef.current.delete(key);
        refresh();
      },
      report: refresh,
    };
  }, []);

  function commitAll() {
    let hasChanged = false;
    const entries = [...fieldsRef.current].map(([key, field]) => {
      const verdict = field.current.commit();
      hasChanged ||= verdict.hasChanged;
      return [key, field.current, verdict.message] as const;
    });
    return { problems: toProblems(entries), hasChanged };
  }

  return { problems, commitAll, registry };
}

/**
 * The submit of a form whose fields are checked: a field's refusal blocks the save; a value a
 * field hands on only now (Enter pressed in it, its text not yet read) is saved once the form has
 * rendered it, by submitting again after this turn, so the save reads what the fields show.
 */
export function useCheckedSubmit(checks: TFormChecks, formRef: RefObject<HTMLFormElement | null>) {
  const isRetryRef = useRef(false);
  return (handlers: { onBlocked: (problems: TFieldProblem[]) => void; onChecked: () => void }) => {
    const isRetry = isRetryRef.current;
    isRetryRef.current = false;
    const { problems, hasChanged } = checks.commitAll();
    if (problems.length > 0) {
      handlers.onBlocked(problems);
    } else if (hasChanged && !isRetry) {
      isRetryRef.current = true;
      setTimeout(() => formRef.current?.requestSubmit(), 0);
    } else {
      handlers.onChecked();
    }
  };
}

export function FormChecksScope({
  checks,
  children,
}: {
  checks: TFormChecks;
  children: ReactNode;
}) {
  return (
    <FormChecksContext.Provider value={checks.registry}>{children}</FormChecksContext.Provider>
  );
}

/**
 * Registers a field with the form around it (none: the field stands alone and nothing happens).
 * The latest label, message and callbacks are used; the form hears when the message changes.
 */
export function useFieldCheck(field: TCheckedField): void {
  const registry = useContext(FormChecksContext);
  const key = useId();
  const latest = useRef(field);
  const { label, message } = field;

  useEffect(() => {
    latest.current = field;
  });

  useEffect(() => {
    if (registry === null) return undefined;
    registry.register(key, latest);
    return () => registry.unregister(key);
  }, [registry, key]);

  useEffect(() => {
    registry?.report();
  }, [registry, label, message]);
}
