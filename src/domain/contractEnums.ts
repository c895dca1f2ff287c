// The domain's lists of contract enums are checked against the generated types, so the client
// cannot drift from openapi/: a list that misses a contract value, or names one the contract
// lacks, does not compile.

type Missing<U, L extends readonly unknown[]> = Exclude<U, L[number]>;

/** When `L` misses a member of `U`, requires a `missing` property naming it (a readable error). */
type NamesEvery<U, L extends readonly unknown[]> = [Missing<U, L>] extends [never]
  ? unknown
  : { missing: Missing<U, L> };

/**
 * Every value of the union `U`, in the order given: `allOf<LoanStatus>()(['group_proposed', …])`.
 * Curried so that `U` is stated while the list's literal type is still inferred.
 */
export const allOf =
  <U extends string>() =>
  <const L extends readonly U[]>(list: L & NamesEvery<U, L>): L =>
    list;
