import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  defaultValues,
  parseParam,
  parseQuery,
  serializeQuery,
  type ParamError,
  type ParamSpecs,
  type ParamValues,
} from '../calculators/shared/queryParams';
import { markLinkedStateApplied } from '../presentation/modeUrl';
import { calculatorUrl, currentUrl, replaceUrl } from './calculatorUrl';

type FieldTexts<S extends ParamSpecs> = Record<keyof S, string>;

export interface CalculatorState<S extends ParamSpecs> {
  /** What each field shows: the reader's text, which may be invalid. */
  readonly texts: FieldTexts<S>;
  /** Values the maths runs on: valid input, or the default where input is bad. */
  readonly values: ParamValues<S>;
  /** One error per field whose text (or URL parameter) was rejected. */
  readonly errors: Partial<Record<keyof S, ParamError>>;
  /**
   * Names of parameters a hand-edited link got wrong (cleared when the field
   * is edited): rejected by the spec, or refused by the calculator's own check.
   */
  readonly urlErrorNames: readonly (keyof S)[];
  readonly setText: (name: keyof S, text: string) => void;
  /** Sets several fields at once (a preset, a worked example). */
  readonly setTexts: (texts: Partial<FieldTexts<S>>) => void;
  /** The query string for the current valid state ('' when every value is a default). */
  readonly query: string;
}

function textsOf<S extends ParamSpecs>(specs: S, values: ParamValues<S>): FieldTexts<S> {
  const texts: Record<string, string> = {};
  for (const name of Object.keys(specs)) texts[name] = String(values[name as keyof S]);
  return texts as FieldTexts<S>;
}

/**
 * Calculator inputs that live in the URL query string, so that a talk can
 * link to an exact scenario. The server renders the defaults (there is no
 * query string at build time); after hydration the URL is read once, and
 * every later change is written back with `history.replaceState`, which keeps
 * the back button for real navigation. Only the calculator's own parameters
 * are rewritten; the others in the URL are kept (see `calculatorUrl`).
 * The URL is rewritten once right after it is read, too: a rejected value
 * (which the page replaces with its default) or a repeated parameter must not
 * stay in a link the reader copies.
 */
export function useCalculatorState<S extends ParamSpecs>(specs: S): CalculatorState<S> {
  const defaults = useMemo(() => defaultValues(specs), [specs]);
  const [texts, setTextsState] = useState<FieldTexts<S>>(() => textsOf(specs, defaults));
  const [urlErrors, setUrlErrors] = useState<Partial<Record<keyof S, ParamError>>>({});
  const [urlRefused, setUrlRefused] = useState<readonly (keyof S)[]>([]);
  // State, not a ref: reading the URL must cause one write even when the
  // query it gives equals the defaults' (a link of rejected values).
  const [hasReadUrl, setHasReadUrl] = useState(false);
  // Set instead when the URL held none of the calculator's parameters.
  const readEmptyUrl = useRef(false);

  useEffect(() => {
    const outcome = parseQuery(specs, new URLSearchParams(window.location.search));
    if (
      Object.keys(outcome.raw).length === 0 &&
      Object.keys(outcome.errors).length === 0 &&
      outcome.refused.length === 0
    ) {
      // Nothing to take from the URL: the fields stay as the server drew
      // them, and no state changes, so hydration is not followed by a
      // re-render of the whole calculator (319 components and 354–589 ms at
      // 4× CPU on /calculators/snowflake). The write below still runs once,
      // in this same flush of effects.
      readEmptyUrl.current = true;
      return;
    }
    setTextsState((current) => ({ ...current, ...outcome.raw }));
    setUrlErrors(outcome.errors);
    setUrlRefused(outcome.refused);
    setHasReadUrl(true);
  }, [specs]);

  const { values, fieldErrors } = useMemo(() => {
    const parsed: Record<string, unknown> = { ...defaults };
    const errors: Record<string, ParamError> = {};
    for (const [name, spec] of Object.entries(specs)) {
      const result = parseParam(texts[name as keyof S], spec);
      if (result.ok) parsed[name] = result.value;
      else errors[name] = result.error;
    }
    return {
      values: parsed as ParamValues<S>,
      fieldErrors: errors as Partial<Record<keyof S, ParamError>>,
    };
  }, [specs, defaults, texts]);

  const query = useMemo(() => serializeQuery(specs, values), [specs, values]);

  useEffect(() => {
    if (!hasReadUrl && !readEmptyUrl.current) return;
    // Parameters this calculator does not read (present, embed, scenario, …) stay.
    const url = calculatorUrl(window.location, Object.keys(specs), query);
    if (url !== currentUrl(window.location)) replaceUrl(url);
    // The link's values are on screen now: the page stops marking them pending.
    markLinkedStateApplied();
  }, [specs, query, hasReadUrl]);

  const setTexts = useCallback((next: Partial<FieldTexts<S>>) => {
    setTextsState((current) => ({ ...current, ...next }));
    setUrlErrors((current) => {
      const remaining: Partial<Record<keyof S, ParamError>> = {};
      for (const name of Object.keys(current) as (keyof S)[]) {
        if (!Object.hasOwn(next, name)) remaining[name] = current[name];
      }
      return remaining;
    });
    setUrlRefused((current) => current.filter((name) => !Object.hasOwn(next, name)));
  }, []);
  const setText = useCallback(
    (name: keyof S, text: string) => {
      setTexts({ [name]: text } as Partial<FieldTexts<S>>);
    },
    [setTexts],
  );

  // A URL error wins over the field's own: an over-long value is not echoed
  // into the field, and "too long" says more than "empty".
  const errors = { ...fieldErrors, ...urlErrors };
  const urlErrorNames = [...(Object.keys(urlErrors) as (keyof S)[]), ...urlRefused];
  return { texts, values, errors, urlErrorNames, setText, setTexts, query };
}
