/** Wire names are snake_case, code names camelCase; this is the one place they are converted. */

type CamelCase<S extends string> = S extends `${infer Head}_${infer Tail}`
  ? `${Head}${Capitalize<CamelCase<Tail>>}`
  : S;

export type Camelize<T> = T extends readonly (infer Item)[]
  ? Camelize<Item>[]
  : T extends Date | bigint
    ? T
    : T extends object
      ? { [K in keyof T as K extends string ? CamelCase<K> : K]: Camelize<T[K]> }
      : T;

export const toCamelKey = (key: string) => key.replace(/_([a-z0-9])/g, (_m, c: string) => c.toUpperCase());
export const toSnakeKey = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/**
 * Names that are not the API's own pass through untouched: keys under `metadata` are the
 * merchant's (`{ order_no: 1 }` stays `order_no` both ways), and a webhook history's headers are
 * what was sent and what the merchant's server answered.
 */
const verbatim = new Set(['metadata', 'request_headers', 'response_headers']);

const convertOutsideMetadata = (value: unknown, convert: (key: string) => string): unknown => {
  if (Array.isArray(value)) return value.map((item) => convertOutsideMetadata(item, convert));
  if (!isPlainObject(value)) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      convert(key),
      verbatim.has(key) ? item : convertOutsideMetadata(item, convert),
    ]),
  );
};

export const camelizeKeys = <T>(value: T): Camelize<T> => convertOutsideMetadata(value, toCamelKey) as Camelize<T>;
export const snakeizeKeys = (value: unknown): unknown => convertOutsideMetadata(value, toSnakeKey);
